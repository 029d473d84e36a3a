/**
 * The server handler of every page with a form, for a POST. The forms submit through
 * JavaScript; a form submitted before hydration, or with JavaScript off, is a POST to its page
 * (`method="post"` keeps the password out of the URL and the server's logs). This shows the page
 * again (303, a GET) and never reads the body.
 */
export const showPageAgain = {
  POST: ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return new Response(null, {
      status: 303,
      headers: { Location: `${url.pathname}${url.search}` },
    });
  },
};
