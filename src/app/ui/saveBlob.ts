// Saves a downloaded file the way a link with `download` would: an object URL clicked once, then revoked.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // the browser has taken the URL when click() returns; revoking later leaves it time on slow machines
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
