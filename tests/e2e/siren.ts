import { randomInt } from 'node:crypto';

/** A SIREN with a right Luhn check digit, different on every run (SIRENs are unique). */
export function validSiren(): string {
  const body = Array.from({ length: 8 }, () => randomInt(10));
  for (let check = 0; check < 10; check += 1) {
    const digits = [...body, check];
    const sum = digits.reduce((total, digit, index) => {
      const doubled = index % 2 === 1 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return digits.join('');
  }
  throw new Error('unreachable');
}
