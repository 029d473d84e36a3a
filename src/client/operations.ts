/** The fourteen operations of the service, named as the client methods that call them. */
export const operationNames = [
  'signupUser',
  'loginUser',
  'logoutUser',
  'checkUserSession',
  'requestEmailVerificationOTP',
  'verifyEmail',
  'getUser',
  'getUserProfile',
  'updateUser',
  'deleteUser',
  'changePassword',
  'requestResetUserPasswordOTP',
  'resetUserPassword',
  'checkIfUserExists',
] as const;

/** A client method name, or `'createAuthClient'` for errors raised while creating a client. */
export type OperationName = (typeof operationNames)[number] | 'createAuthClient';
