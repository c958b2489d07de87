import { UserError } from '../../../src/core/errors.js';
import { microFormatByName } from '../../../src/formats/micro/registry.js';

test.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])(
  "'%s' is an unknown format (a user error naming the formats), not Object.prototype's member",
  (name) => {
    expect(() => microFormatByName(name)).toThrow(UserError);
    expect(() => microFormatByName(name)).toThrow(/unknown --format .*micro-benchmark formats: jmh/);
  },
);

test('known names and aliases still resolve', () => {
  expect(microFormatByName('hyperfine').name).toBe('hyperfine');
});
