// Stylesheets are bundled by esbuild from `import './x.css'`.
declare module '*.css';
