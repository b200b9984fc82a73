import { describe, expect, it } from 'vitest';
import { choiceRows, choicesJson, withChoiceRows, withChoicesJson } from './choices';

describe('option choices in forms', () => {
  it('edits the spec JSON string as rows and writes it back', () => {
    expect(choiceRows('["Off","On"]')).toEqual([{ value: 'Off' }, { value: 'On' }]);
    expect(choiceRows('not json')).toEqual([]);
    expect(choicesJson([{ value: ' Soft ' }, { value: '' }, {}, { value: 'Aggressive' }])).toBe('["Soft","Aggressive"]');
    expect(choicesJson(undefined)).toBe('[]');
    const record = withChoiceRows({ name: 'Launch', choices: '["3500"]' });
    expect(withChoicesJson({ ...record, choiceList: [...record.choiceList, { value: '4000' }] })).toEqual({ name: 'Launch', choices: '["3500","4000"]' });
  });
});
