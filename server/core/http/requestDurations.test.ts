import { Histogram, Registry } from 'prom-client';
import { RequestDurations } from './requestDurations';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

describe('RequestDurations (http_request_duration_seconds)', () => {
  it('When the same requests are observed, then a scrape reads exactly what prom-client’s Histogram writes: buckets at their bounds and past the last, sum and count per label set', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const durations = new RequestDurations(BOUNDS, [ours]);
    const histogram = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP requests by route pattern and status', labelNames: ['method', 'route', 'status_code'], buckets: BOUNDS, registers: [theirs] });
    const observations: [string, string, string, number][] = [
      ['GET', '/', '200', 0.0004],
      ['GET', '/', '200', 0.005],
      ['GET', '/', '200', 0.0051],
      ['GET', '/', '304', 0.3],
      ['HEAD', '/blog/:slug', '200', 12],
      ['POST', '/api/waitlist', '400', 10],
      ['GET', '/directories?q="x"', '200', 0.02],
    ];
    const bound = durations.labels({ method: 'GET', route: '/', status_code: '200' });
    for (const [method, route, status_code, seconds] of observations) {
      if (method === 'GET' && route === '/' && status_code === '200') bound.observe(seconds);
      else durations.observe({ method, route, status_code }, seconds);
      histogram.observe({ method, route, status_code }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/",status_code="200"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="HEAD",route="/blog/:slug",status_code="200"} 1');
  });

  it('When the registry is reset, then the tallies start again from nothing', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(BOUNDS, [registry]);
    durations.observe({ method: 'GET', route: '/', status_code: '200' }, 0.01);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count{');
  });
});
