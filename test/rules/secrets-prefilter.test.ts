import { describe, expect, it } from 'vitest';
import { detector } from '../../rules/definition-no-secrets/detect.js';

// The detectors run only where a long run of key characters or a hint word makes a hit possible:
// what they find must not change, in short text or in text longer than one scan window.
const options = {
  allow: [],
  placeholderUsers: ['user'],
  internalHostSuffixes: ['internal', 'corp'],
  hashWords: ['sha', 'commit'],
  minEntropy: 4.5,
  checkPaths: true,
  checkSystemPaths: true,
  checkHosts: true,
  checkStackTraces: true,
};
const detect = detector(options);
const KEY = 'sk-proj-' + 'Ab3dEf7hIj1kLm9nOp2qRs5tUv8wXy0z';
const B64 = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MEFCQ0RFRkdISUpL';

describe('definition-no-secrets detectors', () => {
  it('find each kind in short text', () => {
    expect(detect(`key ${KEY} here`, '').map((h) => h.kind)).toEqual(['an OpenAI or Anthropic API key']);
    expect(detect(`token ${B64}`, '').map((h) => h.kind)).toEqual(['a long base64 token']);
    expect(detect('token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '').map((h) => h.kind)).toEqual(['a long hex token']);
    expect(detect('commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '')).toEqual([]);
    expect(detect('see /home/alice/notes.txt', '').map((h) => h.category)).toEqual(['path']);
    expect(detect('db.billing.internal answers', '').map((h) => h.category)).toEqual(['host']);
    expect(detect('Traceback (most recent call last)', '').map((h) => h.category)).toEqual(['trace']);
    expect(detect('C:\\Users\\bob\\file', '').map((h) => h.category)).toEqual(['path']);
    expect(detect('Returns the order with its fields.', '')).toEqual([]);
    expect(detect('a_long_snake_case_identifier_name', '')).toEqual([]);
  });

  it('find a key and a path past the first window of a huge text', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(5_000);
    expect(detect(`${filler}${KEY} and /etc/passwd`, '').map((h) => h.category)).toEqual(['secret', 'path']);
    // A run of one letter longer than the window is no key, and costs no more than a scan.
    expect(detect('a'.repeat(200_000), '')).toEqual([]);
  });
});
