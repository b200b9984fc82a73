import { describe, expect, it } from 'vitest';
import { optionStages, parentProblem, parseChoices, unknownStages } from './options.js';
import { problemText } from '../problem.js';

const parentText = (...args: Parameters<typeof parentProblem>) => {
  const found = parentProblem(...args);
  return found && problemText(found, found.params ?? {});
};

describe('option choices', () => {
  it('reads the spec JSON string as a list of texts', () => {
    expect(parseChoices('["Off","On"]')).toEqual(['Off', 'On']);
    expect(parseChoices('[" Soft ","Aggressive"]')).toEqual(['Soft', 'Aggressive']);
    expect(parseChoices('[]')).toEqual([]);
  });

  it('refuses what is not a list of non-empty texts', () => {
    for (const bad of ['', 'Off,On', '{"a":1}', '"Off"', '["Off",""]', '["Off", 2]', '[null]']) expect(parseChoices(bad), bad).toBeNull();
  });
});

describe('option stages and parents', () => {
  it('allows ECU stages on ECU options and DSG stages (with Stock and the original file) on DSG options', () => {
    expect(optionStages('ECU')).toEqual(['1', '2', '2.1', '3', '4']);
    expect(unknownStages('ECU', ['1', 'Stock', '5'])).toEqual(['Stock', '5']);
    expect(unknownStages('DSG', ['original_file', 'Stock', '2.1'])).toEqual([]);
  });

  it('hangs a secondary option only under a primary option of the same unit', () => {
    expect(parentProblem('ECU', { unit: 'ECU', level: 'primary' })).toBeNull();
    expect(parentText('ECU', { unit: 'DSG', level: 'primary' })).toBe('The parent must be a primary ECU option');
    expect(parentText('DSG', { unit: 'DSG', level: 'secondary' })).toBe('The parent must be a primary DSG option');
    expect(parentText('DSG', undefined)).toBe('The parent option does not exist');
  });
});
