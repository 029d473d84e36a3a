// The drop-in forms: `import { SignupForm } from 'latchkey/ui'` (being built).
export {};
