/** An SVG from our server as an image: shown, never run (an <img> runs no script). */
export const svgImage = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
