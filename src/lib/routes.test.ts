import { describe, expect, it } from 'vitest';
import { isOnDemandRoute, ON_DEMAND_ROUTES, ON_DEMAND_SITEMAP_ROUTES } from './routes.ts';

describe('on-demand routes', () => {
  it('accepts the routes and paths under them, nothing else', () => {
    expect(isOnDemandRoute('/cartoon-characters')).toBe(true);
    expect(isOnDemandRoute('/cartoon-characters/some-character')).toBe(true);
    expect(isOnDemandRoute('/pricing/')).toBe(true);
    expect(isOnDemandRoute('/pricingx')).toBe(false);
    expect(isOnDemandRoute('/blogs/no-such-article')).toBe(false);
  });

  it('lists every sitemap route among the on-demand routes', () => {
    expect(ON_DEMAND_ROUTES).toEqual(expect.arrayContaining([...ON_DEMAND_SITEMAP_ROUTES]));
  });
});
