/**
 * The API host: `<meta name="kitroom-api-host" content="https://api.example.com">` in index.html, editable in a
 * deployed build without rebuilding; empty or absent means the page's own origin.
 */
export function runtimeHost(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="kitroom-api-host"]');
  return (meta?.content ?? '').trim().replace(/\/+$/, '');
}
