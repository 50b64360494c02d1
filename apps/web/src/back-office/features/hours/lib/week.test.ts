import { describe, expect, it } from 'vitest';
import { copyDay, isOvernight, windowsOf } from './week.ts';

describe('the week grid', () => {
  const week = [
    { day: 'monday' as const, from: '11:30', until: '14:30' },
    { day: 'monday' as const, from: '17:00', until: '22:00' },
    { day: 'tuesday' as const, from: '12:00', until: '13:00' },
    { day: 'sunday' as const, from: '18:00', until: '02:00' },
  ];

  it('copies a day over others, replacing what they had and keeping the rest', () => {
    const copied = copyDay(week, 'monday', ['tuesday', 'wednesday', 'monday']);
    expect(windowsOf(copied, 'tuesday').map(({ window }) => `${window.from}-${window.until}`)).toEqual(['11:30-14:30', '17:00-22:00']);
    expect(windowsOf(copied, 'wednesday')).toHaveLength(2);
    expect(windowsOf(copied, 'monday')).toHaveLength(2);
    expect(windowsOf(copied, 'sunday')).toHaveLength(1);
    expect(copied.map((window) => window.day)).toEqual(['monday', 'monday', 'tuesday', 'tuesday', 'wednesday', 'wednesday', 'sunday']);
  });

  it('keeps each window\'s place in the flat list, which the server\'s field errors name', () => {
    expect(windowsOf(week, 'sunday')).toEqual([{ window: week[3], index: 3 }]);
  });

  it('tells overnight windows', () => {
    expect(isOvernight({ day: 'sunday', from: '18:00', until: '02:00' })).toBe(true);
    expect(isOvernight({ day: 'sunday', from: '18:00', until: '24:00' })).toBe(false);
    expect(isOvernight({ day: 'sunday', from: '11:00', until: '14:00' })).toBe(false);
  });
});
