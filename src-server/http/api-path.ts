/** Whether a route's URL is the API's: `/api` and below. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
