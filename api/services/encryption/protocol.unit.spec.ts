import { describe, expect, it } from 'vitest';
import { parseAgentMessage } from './protocol.js';

describe('the agent socket messages', () => {
  it('reads the three messages an agent sends', () => {
    expect(parseAgentMessage('{"type":"hello","secret":"s","name":"desk"}')).toEqual({ type: 'hello', secret: 's', name: 'desk' });
    expect(parseAgentMessage(JSON.stringify({ type: 'output-end', jobId: 'j', sha256: 'a'.repeat(64), size: 3 }))).toMatchObject({ type: 'output-end', size: 3 });
    expect(parseAgentMessage('{"type":"failed","jobId":"j","reason":"wrong key or damaged file"}')).toMatchObject({ type: 'failed' });
  });

  it('refuses anything else', () => {
    for (const raw of ['', 'not json', 'null', '[]', '{"type":"hello"}', '{"type":"hello","secret":""}', '{"type":"job"}',
      JSON.stringify({ type: 'output-end', jobId: 'j', sha256: 'XYZ', size: 3 }), JSON.stringify({ type: 'output-end', jobId: 'j', sha256: 'a'.repeat(64), size: 1.5 })]) {
      expect(parseAgentMessage(raw), raw).toBeNull();
    }
  });
});
