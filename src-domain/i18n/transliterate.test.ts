import { describe, expect, it } from 'vitest';
import { latinToCyrillic, latinToRussian } from './transliterate.ts';

describe('Uzbek Latin → Cyrillic', () => {
  it.each([
    ['Toshkent shahri', 'Тошкент шаҳри'],
    ['Farg‘ona viloyati', 'Фарғона вилояти'],
    ['Qo‘ng‘irot tumani', 'Қўнғирот тумани'],
    ['Yangiyer shahri', 'Янгиер шаҳри'],
    ['Ergashev Shoxrux Alisher o‘g‘li', 'Эргашев Шохрух Алишер ўғли'],
    ['Ra’no', 'Раъно'],
    ['Identifikatsiya', 'Идентификация'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('spells names the Russian way without Uzbek-only letters', () => {
    expect(latinToRussian('Qurbonov Hamid Tohir o‘g‘li')).toBe('Курбонов Хамид Тохир угли');
  });
});
