import { describe, expect, it } from 'vitest';
import { parseCrText } from './read-cr-text.js';

/** A rules text cut to what the reader needs: title, effective date, the given rule lines, the glossary heading. */
const rulesText = (title: string, ...ruleLines: string[]) =>
  [title, '', 'These rules are effective as of February 1, 2012.', '', ...ruleLines, '', 'Glossary', ''].join('\r\n');

describe('parseCrText reads the rules as the archived files print them', () => {
  it('reads a subrule printed with a period after its letter, as the 2011 files print 800.4a', () => {
    const cr = parseCrText(
      rulesText(
        'Magic: The Gathering Comprehensive Rules',
        '100.1. These rules apply to any game.',
        '',
        '800.4. Unlike two-player games, multiplayer games can continue after one or more players have left the game.',
        '',
        '800.4a. When a player leaves the game, all objects (see rule 109) owned by that player leave the game.',
        '',
        "800.4b If an object would change to the control of a player who has left the game, it doesn't.",
      ),
    );
    expect(cr.rules.map((r) => r.number)).toEqual(['100.1', '800.4', '800.4a', '800.4b']);
    expect(cr.byNumber.get('800.4a')?.text).toBe(
      'When a player leaves the game, all objects (see rule 109) owned by that player leave the game.',
    );
  });

  it('drops italic marks in a file that marks the game name under a plain title, as the 2012-02-01 file does', () => {
    const rule = '714.2. All _Magic_ cards involved in the game that was restarted when it ended are involved.';
    const marked = parseCrText(
      rulesText('Magic: The Gathering Comprehensive Rules', '100.1. These rules apply.', '', rule),
    );
    expect(marked.byNumber.get('714.2')?.text).toBe(
      'All Magic cards involved in the game that was restarted when it ended are involved.',
    );
    // A file without the game's name marked keeps its underscores: they are not italics there.
    const plain = parseCrText(
      rulesText('Magic: The Gathering Comprehensive Rules', '100.1. These rules apply.', '', '714.2. A _b_ c.'),
    );
    expect(plain.byNumber.get('714.2')?.text).toBe('A _b_ c.');
  });
});
