import { redirect } from 'react-router';

/**
 * The action of every page with a form. The forms submit through JavaScript; a form submitted
 * before hydration, or with JavaScript off, is a POST to its page (`method="post"` keeps the
 * password out of the URL and the server's logs). Without an action that POST would be a 405
 * error page: this one shows the page again (303, a GET) and never reads the body.
 */
export function showPageAgain({ url }: { url: URL }) {
  return redirect(`${url.pathname}${url.search}`, 303);
}
