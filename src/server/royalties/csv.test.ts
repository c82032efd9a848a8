import { describe, expect, it } from 'vitest';
import { csvField } from './csv.ts';

describe('earnings CSV fields', () => {
  it('quotes commas and quotes, and keeps a spreadsheet from running a title as a formula', () => {
    expect(csvField('Pip, the "Robot"')).toBe('"Pip, the ""Robot"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('Captain Comet')).toBe('Captain Comet');
  });
});
