import { type ClassValue, clsx } from 'clsx';

/** Joins class names; the consumer's className comes last so it wins. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
