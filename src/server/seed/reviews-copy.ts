/**
 * The words of the demo reviews: one set per popular character (most popular first), short and
 * plain like real buyers' notes, ratings mixed so averages are not all 5.0. `daysAgo` dates each one.
 */
export type DemoReview = { rating: number; title: string; body: string; daysAgo: number };

export const REVIEW_SETS: DemoReview[][] = [
  [
    { rating: 5, title: 'Exactly what our app needed', body: 'Clean vector layers, sensible names, and the expressions work at small sizes. Dropped it into our onboarding screens in an afternoon.', daysAgo: 34 },
    { rating: 4, title: 'Lovely, one small wish', body: 'Great shapes and colours. I would have liked a side view in the standard licence, but the front and three-quarter views covered what I needed.', daysAgo: 21 },
    { rating: 5, title: '', body: 'My students loved it on the classroom posters. Printed sharp at A2.', daysAgo: 12 },
    { rating: 4, title: 'Good value', body: 'Files opened fine in Illustrator and Affinity. Colours needed a small tweak for our brand palette, easy to do.', daysAgo: 4 },
  ],
  [
    { rating: 5, title: 'Charming and easy to animate', body: 'Rigged it in Animate in under an hour. The limbs are already separated, which saved me a lot of time.', daysAgo: 40 },
    { rating: 3, title: 'Nice, but check the formats', body: 'The character is cute, but I expected an SVG in the download. PNG and EPS were there, so I converted it myself.', daysAgo: 26 },
    { rating: 4, title: '', body: 'Used it for a birthday invitation. Everyone asked where the little guy came from.', daysAgo: 9 },
  ],
  [
    { rating: 5, title: 'Perfect mascot', body: 'We use it as the mascot of our newsletter now. Friendly without being childish, exactly the tone we wanted.', daysAgo: 30 },
    { rating: 4, title: 'Solid files', body: 'Well organised layers and groups. Only the shadow layer was merged with the outline, a minor thing.', daysAgo: 15 },
    { rating: 2, title: 'Not for print', body: 'Looks good on screen, but the thin outlines almost vanish on our small stickers. Fine for web, less so for tiny prints.', daysAgo: 6 },
  ],
  [
    { rating: 5, title: '', body: 'Bright, readable and the poses are fun. It made our game menu feel much warmer.', daysAgo: 27 },
    { rating: 4, title: 'Happy with it', body: 'Quick download, clear licence text. I would buy from this style again for the rest of our cast.', daysAgo: 11 },
    { rating: 5, title: 'Kids adore it', body: 'We printed it on our reading corner banner. The children gave it a name on the first day.', daysAgo: 3 },
  ],
];

/** The artist's public answer to the first review of the first character. */
export const REVIEW_ANSWER = 'Thank you for the kind words! A set of extra poses is on its way, and buyers of this character will find them in My downloads.';
