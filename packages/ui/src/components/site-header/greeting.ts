/**
 * The header's greeting: 'Hi, {first name}!', or 'Hi, there!' while the account has none (sign-up asks only
 * for an email, a phone number and a password; the name comes with the address check).
 */
export function greeting(firstName: string): string {
  return `Hi, ${firstName.trim() || 'there'}!`;
}
