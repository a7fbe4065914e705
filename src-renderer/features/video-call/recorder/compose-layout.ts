/** A tile of the recording's picture, in canvas pixels. */
export interface Tile {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where each of `count` participants goes on the recording's canvas: one fills it, two side by
 * side, three or four in a 2×2 grid, five or six in 3×2 (the mesh holds at most six).
 */
export function composeLayout(count: number, width: number, height: number): Tile[] {
  if (count <= 0) return [];
  const columns = count === 1 ? 1 : count <= 4 ? 2 : 3;
  const rows = count <= 2 ? 1 : 2;
  const tileWidth = Math.floor(width / columns);
  const tileHeight = Math.floor(height / rows);
  return Array.from({ length: count }, (_, index) => ({
    x: (index % columns) * tileWidth,
    y: Math.floor(index / columns) * tileHeight,
    width: tileWidth,
    height: tileHeight,
  }));
}

/** Fits a video of `source` size inside `tile`, keeping its proportions (letterboxed). */
export function fitInto(tile: Tile, sourceWidth: number, sourceHeight: number): Tile {
  if (sourceWidth <= 0 || sourceHeight <= 0) return tile;
  const scale = Math.min(tile.width / sourceWidth, tile.height / sourceHeight);
  const width = Math.round(sourceWidth * scale);
  const height = Math.round(sourceHeight * scale);
  return { x: tile.x + Math.round((tile.width - width) / 2), y: tile.y + Math.round((tile.height - height) / 2), width, height };
}
