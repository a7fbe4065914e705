// Leaflet's own ES module build (the package's `main` is UMD): named imports work the same in
// Vite's bundle and in vitest, and unused parts can be dropped. Its types are @types/leaflet's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
