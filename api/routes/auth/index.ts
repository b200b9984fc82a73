import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emailRoutes } from './email.js';
import { recoveryRoutes } from './recovery.js';
import { signinRoutes } from './signin.js';
import { signupRoutes } from './signup.js';

/** Public session routes: sign-in, two-factor, registration, email links. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signinRoutes);
  await app.register(signupRoutes);
  await app.register(emailRoutes);
  await app.register(recoveryRoutes);
};
