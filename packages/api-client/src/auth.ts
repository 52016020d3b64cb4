import { type ChallengeAnswer, challengeHeader } from './challenge';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type RegisterBody = Schemas['RegisterRequest'];
export type LoginBody = Schemas['LoginRequest'];
export type OtpBody = Schemas['OtpRequest'];
export type ResetPasswordBody = Schemas['ResetPasswordRequest'];
export type ResendOtpBody = Schemas['ResendOtpRequest'];
export type RegisterData = Schemas['RegisterResponse']['data'];
/** A session: the bearer token to store, with who it belongs to. */
export type LoginData = Schemas['LoginResponse']['data'];
/** The session a verified email starts: the bearer token to store, with who it belongs to. */
export type VerifyEmailData = Schemas['VerifyEmailResponse']['data'];

/**
 * Account calls. Each resolves with the answer's `data` (or its message) or throws an ApiError with the
 * server's message: a 400 or 409 carries `fieldErrors` (first message per field), a login refused for an
 * unverified email is status 403, a rate limit 429, an ended session 401 'Session expired or invalid'.
 * Each takes an optional `answer`: a solved proof-of-work challenge, after a 429 that carried one (the
 * error's `challenge`; see withChallenge).
 */

/** Signs up; a 4-digit code goes to the email. */
export async function register(
  client: ApiClient,
  body: RegisterBody,
  answer?: ChallengeAnswer,
): Promise<RegisterData> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/register', { body, headers })).data;
}

/** Logs in; store `token` (403 with 'Please verify your email to continue.' when unverified). */
export async function login(
  client: ApiClient,
  body: LoginBody,
  answer?: ChallengeAnswer,
): Promise<LoginData> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/login', { body, headers })).data;
}

/** Verifies the email with its code; resolves with the session it starts (store `token`, as after login). */
export async function verifyEmail(
  client: ApiClient,
  body: OtpBody,
  answer?: ChallengeAnswer,
): Promise<VerifyEmailData> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/verify-email', { body, headers })).data;
}

/** Asks for a password-reset code; the same answer whether or not the email is registered. */
export async function forgotPassword(
  client: ApiClient,
  body: { email: string },
  answer?: ChallengeAnswer,
): Promise<string> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/forgot-password', { body, headers })).message;
}

/** Uses up the password-reset code; resolves with the single-use token that resetPassword needs. */
export async function verifyOtp(
  client: ApiClient,
  body: OtpBody,
  answer?: ChallengeAnswer,
): Promise<{ resetToken: string }> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/verify-otp', { body, headers })).data;
}

/** Sets the new password with the token from verifyOtp; every session of the account ends. */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
  answer?: ChallengeAnswer,
): Promise<string> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/reset-password', { body, headers })).message;
}

/** Sends a fresh code ('OTP sent to {email}'); at most one a minute (429 otherwise). */
export async function resendOtp(
  client: ApiClient,
  body: ResendOtpBody,
  answer?: ChallengeAnswer,
): Promise<string> {
  const headers = challengeHeader(answer);
  return unwrap(await client.POST('/auth/resend-otp', { body, headers })).message;
}
