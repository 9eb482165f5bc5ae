import { youtubeEmbedUrl, youtubeId } from './youtube-id';

it.each([
  'jNQXAC9IVRw',
  'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  'https://www.youtube.com/watch?v=jNQXAC9IVRw&t=30s',
  'https://youtu.be/jNQXAC9IVRw?si=abc',
  'https://m.youtube.com/watch?v=jNQXAC9IVRw',
  'https://www.youtube.com/embed/jNQXAC9IVRw',
  'https://www.youtube.com/shorts/jNQXAC9IVRw',
  'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
])('finds the video in %s', (input) => {
  expect(youtubeId(input)).toBe('jNQXAC9IVRw');
});

it.each([
  '',
  'jNQXAC9IVR',
  'http://www.youtube.com/watch?v=jNQXAC9IVRw',
  'https://evil.example/watch?v=jNQXAC9IVRw',
  'https://www.youtube.com.evil.example/watch?v=jNQXAC9IVRw',
  'https://www.youtube.com/watch?v=jNQXAC9IVRw"><script>',
  'javascript:alert(1)',
])('refuses %j', (input) => {
  expect(youtubeId(input)).toBeNull();
});

it('plays from the privacy-enhanced domain', () => {
  expect(youtubeEmbedUrl('jNQXAC9IVRw')).toBe(
    'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw?autoplay=1&rel=0',
  );
});
