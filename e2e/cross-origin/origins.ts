// The two origins of the cross-origin suite. Same host name, other ports: two origins, one
// *site*, so the service's SameSite=Lax session cookie is kept and sent with the page's
// credentialed fetches. (A page on localhost and a service on 127.0.0.1 are two sites: the
// cookie would be dropped.)

/** The demo page. */
export const pageOrigin = 'http://localhost:4174';

/** The reference service, the demo's absolute `baseUrl`. */
export const serviceUrl = 'http://localhost:8798';
