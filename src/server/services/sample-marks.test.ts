import { describe, expect, it } from 'vitest';
import { demoCourses, demoEvents, demoPosts } from '../db/seed-data';
import { demoAfterEdit, stillReadsAsSample } from './sample-marks';

describe('a sample stays one while it says so (probe 41, F1)', () => {
  it('every seeded course, event and article reads as a sample, and still does with only its title changed', () => {
    for (const row of [...demoCourses, ...demoEvents(), ...demoPosts]) {
      expect(stillReadsAsSample(row), row.title).toBe(true);
      expect(stillReadsAsSample({ ...row, title: 'Our own title' }), row.title).toBe(true);
      expect(demoAfterEdit({ ...row, title: 'Our own title' })).toEqual({});
    }
  });

  it('a row rewritten without a sample title, note, format, venue or link is the admin’s', () => {
    const course = { ...demoCourses[1]!, title: 'Wallet security', description: 'Keys, backups and scams.', format: 'Videos' };
    expect(stillReadsAsSample(course)).toBe(true); // its sample workbook link is still in its materials
    expect(stillReadsAsSample({ ...course, materials: [], downloadUrl: 'https://m.dominica.test/w.zip', youtubePlaylistUrl: null })).toBe(
      false,
    );
    expect(demoAfterEdit({ title: 'A real event', description: 'Bring a phone.', location: 'Roseau', virtualLink: null })).toEqual({
      demo: false,
    });
    // A sample event's venue still says so, whatever else was rewritten.
    expect(
      stillReadsAsSample({
        title: 'Trading evening',
        description: 'Questions welcome.',
        location: 'Online (sample link)',
        virtualLink: null,
      }),
    ).toBe(true);
    // A word in the middle of a sentence is not a sample mark.
    expect(stillReadsAsSample({ title: 'Spot a scam', description: 'Here is a sample of messages scammers send.' })).toBe(false);
  });
});
