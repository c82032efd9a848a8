import { describe, expect, it } from 'vitest';
import { canonicalUrl, isOnDemandRoute, ON_DEMAND_ROUTES, ON_DEMAND_SITEMAP_ROUTES } from './routes.ts';

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

describe('canonicalUrl', () => {
  it('drops the trailing slash of every page but the home page', () => {
    expect(canonicalUrl('/about/', 'https://toonmart.test')).toBe('https://toonmart.test/about');
    expect(canonicalUrl('/blogs/page/2', 'https://toonmart.test/')).toBe('https://toonmart.test/blogs/page/2');
    expect(canonicalUrl('/', 'https://toonmart.test')).toBe('https://toonmart.test/');
  });
});
