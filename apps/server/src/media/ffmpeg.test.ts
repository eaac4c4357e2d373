import { describe, expect, it } from 'vitest';
import { checkFfmpeg, FfmpegMissingError, probe, progressOf, runFfmpeg } from './ffmpeg.js';

describe('ffmpeg runner', () => {
  it('reads progress from the -progress report', () => {
    expect(progressOf('out_time_us=5000000', 20)).toBe(0.25);
    expect(progressOf('out_time_us=25000000', 20)).toBe(1);
    expect(progressOf('out_time_us=N/A', 20)).toBeNull();
    expect(progressOf('frame=12', 20)).toBeNull();
    expect(progressOf('out_time_us=5000000', undefined)).toBeNull();
    expect(progressOf('progress=end', undefined)).toBe(1);
  });

  it('says how to install ffmpeg when it is not there', async () => {
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
    await expect(runFfmpeg(missing, ['-version'])).rejects.toThrow(FfmpegMissingError);
    await expect(probe(missing, 'x.mp4')).rejects.toThrow(/apt-get install ffmpeg/);
    await expect(checkFfmpeg(missing)).rejects.toThrow(/\/nonexistent\/ffmpeg was not found/);
  });
});
