/** Stylesheets a chunk imports for its side effect (the open map's); Vite bundles them with that chunk. */
declare module '*.css';
