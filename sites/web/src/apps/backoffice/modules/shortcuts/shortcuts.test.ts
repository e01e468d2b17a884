import { describe, expect, it } from 'vitest';
import { isTypingTarget, SHORTCUTS, shortcutOf } from './shortcuts.ts';

const press = (key: string, held: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...held,
});

describe('shortcutOf', () => {
  it('opens the search on Ctrl+K or ⌘+K, even in a field, and on / outside one', () => {
    expect(shortcutOf(press('k', { ctrlKey: true }), false)).toBe('search');
    expect(shortcutOf(press('K', { metaKey: true }), true)).toBe('search');
    expect(shortcutOf(press('/'), false)).toBe('search');
    expect(shortcutOf(press('k', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('maps single keys outside fields only, never with a modifier', () => {
    expect(shortcutOf(press('?'), false)).toBe('help');
    expect(shortcutOf(press('n'), false)).toBe('newTask');
    expect(shortcutOf(press('j'), false)).toBe('nextRow');
    expect(shortcutOf(press('k'), false)).toBe('previousRow');
    expect(shortcutOf(press('a'), false)).toBe('logCall');
    for (const key of ['?', 'n', 'j', 'k', 'a', '/']) expect(shortcutOf(press(key), true)).toBeNull();
    expect(shortcutOf(press('n', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press('j', { altKey: true }), false)).toBeNull();
    expect(shortcutOf(press('x'), false)).toBeNull();
  });

  it('lists every shortcut in French once', () => {
    expect(new Set(SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(SHORTCUTS.length);
  });
});

describe('isTypingTarget', () => {
  it('is true in text fields, text areas, selects, editable areas and combo boxes', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'email' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', getAttribute: () => 'combobox' })).toBe(true);
  });

  it('is false on buttons, links, check boxes and the page', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON', getAttribute: () => null })).toBe(false);
    expect(isTypingTarget({ tagName: 'A', getAttribute: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
