// Read at request time (server side), never at build time: the same build runs in every profile.

/** Strapi base URL for server-side fetches. */
export function getCmsUrl(): string {
  return process.env.CMS_URL || 'http://127.0.0.1:1337';
}

/** Gateway base URL the browser calls; handed to islands as a prop. */
export function getPublicApiUrl(): string {
  return (process.env.PUBLIC_API_URL || 'http://localhost:3000').replace(/\/+$/, '');
}
