// Plain CSS files are bundled by rspack (type 'css/auto'); importing one yields nothing to use.
declare module '*.css';
