import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('account', 'routes/account.tsx'),
  // The auth service, behind this app's own origin (see routes/api.ts).
  route('api/*', 'routes/api.ts'),
] satisfies RouteConfig;
