/**
 * What the shop says about each demo character: who they are, what they suit and what their files
 * hold, with tags of their own. Written per character so a search for one word ("animal", "space")
 * finds the characters it describes and nobody else.
 */
export type Copy = { about: string; tags: string[] };

export const CHARACTER_COPY: Record<string, Copy> = {
  'Benny the Bear': { about: 'A big-hearted brown bear with a honey pot and a bear hug for everyone. Made for picture books, kids’ apps and cosy brand mascots; the vector layers keep his paws, ears and muzzle separate for posing.', tags: ['bear', 'forest', 'wildlife'] },
  'Foxy Fiona': { about: 'A quick, clever red fox with a bushy white-tipped tail and a sly grin. Suits storybooks, game menus and playful product tours; tail, ears and eyes sit on their own layers.', tags: ['fox', 'forest', 'wildlife'] },
  'Captain Panda': { about: 'A round, sleepy-eyed giant panda in a captain’s cap who leads with bamboo snacks. Great for kids’ learning apps and friendly onboarding screens; black-and-white fills are easy to recolour.', tags: ['panda', 'bamboo', 'wildlife'] },
  'Rusty the Raccoon': { about: 'A curious raccoon with a striped tail and a bandit mask, always rummaging for treasure. Fits comics, recycling campaigns and mischievous game sidekicks.', tags: ['raccoon', 'forest', 'wildlife'] },
  'Lola the Llama': { about: 'A fluffy cream llama with a woven blanket and long lashes. Good for travel brands, greeting cards and social stickers; the wool outline is built from clean vector curves.', tags: ['llama', 'farm', 'wildlife'] },
  'Ollie the Owl': { about: 'A wise little owl with big round eyes, a tuft of feathers and reading glasses. Perfect for e-learning, library posters and quiz apps that need a gentle guide.', tags: ['owl', 'bird', 'forest'] },

  'Mia with a Backpack': { about: 'A cheerful schoolgirl with pigtails and a bright backpack, ready for the first day of class. Suits back-to-school campaigns, education apps and worksheets.', tags: ['girl', 'classroom', 'student'] },
  'Leo the Skater': { about: 'A teenager in a hoodie and cap riding his skateboard with a kick-flip grin. Made for youth brands, sports apps and street-style stickers.', tags: ['boy', 'skateboard', 'teen'] },
  'Zoe the Scientist': { about: 'A young scientist in goggles holding a bubbling flask. Great for STEM lessons, science fairs and kids’ experiment videos.', tags: ['girl', 'science', 'student'] },
  'Sam on a Scooter': { about: 'A smiling boy zooming along on a kick scooter with a helmet on. Fits road-safety lessons, city mobility ads and playground illustrations.', tags: ['boy', 'scooter', 'safety'] },
  'Ava the Artist': { about: 'A creative kid with a paint palette, brush and colour-splashed apron. Made for art classes, craft brands and creativity apps.', tags: ['girl', 'painting', 'art'] },
  'Noah the Soccer Kid': { about: 'A sporty boy in a striped jersey balancing a football on his knee. Suits kids’ clubs, tournaments and school sports day posters.', tags: ['boy', 'football', 'soccer'] },

  'Presenter Paula': { about: 'A confident speaker pointing at a chart, in a blazer with a clicker in hand. Built for explainer videos, pitch decks and webinar intros.', tags: ['presentation', 'woman', 'chart'] },
  'Manager Mike': { about: 'A friendly team lead with a tie, a mug and a clipboard. Fits HR onboarding, corporate training and workplace how-tos.', tags: ['manager', 'man', 'team'] },
  'Startup Steve': { about: 'A founder in a hoodie with a laptop and a rocket-sized idea. Made for start-up landing pages, crowdfunding videos and pitch stories.', tags: ['startup', 'laptop', 'founder'] },
  'Accountant Anna': { about: 'A precise accountant with a calculator, glasses and a neat stack of invoices. Suits finance apps, tax reminders and banking explainers.', tags: ['finance', 'woman', 'calculator'] },
  'Sales Sally': { about: 'An upbeat saleswoman with a headset and a winning handshake. Great for CRM demos, customer service pages and sales training.', tags: ['sales', 'woman', 'headset'] },
  'Developer Dev': { about: 'A programmer with headphones and a glowing code screen. Made for tech blogs, software tutorials and hiring pages.', tags: ['programmer', 'coding', 'laptop'] },

  'Captain Comet': { about: 'A caped superhero with a comet emblem on his chest, flying fist-first. Fits action comics, kids’ games and “save the day” promotions.', tags: ['cape', 'flying', 'comic'] },
  'Thunder Girl': { about: 'A lightning-fast heroine with a bolt emblem and crackling gloves. Made for comic panels, energy brands and motivational posters.', tags: ['lightning', 'heroine', 'comic'] },
  'Mighty Max': { about: 'A muscle-bound hero lifting a boulder with a wink. Suits fitness apps, strength challenges and funny comic strips.', tags: ['strong', 'muscles', 'comic'] },
  'The Green Shield': { about: 'A steady defender in green armour carrying a round shield. Great for security software, insurance ads and protective brand stories.', tags: ['shield', 'defender', 'security'] },
  'Night Owl': { about: 'A masked night-time vigilante with owl-feather wings and a moon emblem. Fits mystery comics, night-shift campaigns and games.', tags: ['mask', 'night', 'comic'] },
  'Solar Flare': { about: 'A blazing heroine with a sun emblem and flame-coloured cape. Made for solar energy brands, summer promotions and comic covers.', tags: ['sun', 'fire', 'heroine'] },

  'Bolt the Robot': { about: 'A boxy, friendly robot with antenna lights and bolt joints. Suits tech explainers, coding lessons for kids and app mascots.', tags: ['robot', 'machine', 'metal'] },
  'Gizmo Helper Bot': { about: 'A hovering helper bot with extendable arms and a screen face. Made for help centres, chat support and smart-home ads.', tags: ['assistant', 'support', 'machine'] },
  'Rusty Tin Robot': { about: 'A retro tin robot with wind-up key, rivets and a rusty patina. Great for vintage toy shops, retro posters and nostalgic games.', tags: ['retro', 'toy', 'metal'] },
  'Chatbot Charlie': { about: 'A speech-bubble shaped chatbot with a smiling display. Fits AI product pages, customer service flows and FAQ sections.', tags: ['chatbot', 'ai', 'support'] },
  'Delivery Drone Dot': { about: 'A small quadcopter drone carrying a parcel with a proud beep. Made for delivery apps, logistics explainers and e-commerce banners.', tags: ['drone', 'delivery', 'parcel'] },
  'Robo Chef': { about: 'A kitchen robot with a chef’s hat, whisk and frying pan hands. Suits recipe apps, smart kitchen gadgets and restaurant tech.', tags: ['kitchen', 'cooking', 'machine'] },

  'Grumpy Gremlin': { about: 'A small green gremlin with pointy ears and a permanent scowl. Fits bug-report pages, spooky games and funny error screens.', tags: ['gremlin', 'grumpy', 'creepy'] },
  'Fuzzy Yeti': { about: 'A big white yeti with shaggy fur and a gentle smile. Made for winter campaigns, ski resorts and snowy storybooks.', tags: ['yeti', 'snow', 'winter'] },
  'Little Dragon Drago': { about: 'A baby dragon with tiny wings and a puff of smoke instead of fire. Great for fantasy games, kids’ books and bedtime apps.', tags: ['dragon', 'wings', 'fire'] },
  'Slimy Blob': { about: 'A wobbly purple slime blob that oozes and giggles. Suits gross-out games, science slime kits and silly stickers.', tags: ['slime', 'blob', 'gooey'] },
  'Friendly Vampire': { about: 'A polite vampire with a high-collared cape and tiny fangs who prefers tomato juice. Fits Halloween parties, costume shops and spooky stories.', tags: ['vampire', 'cape', 'spooky'] },
  'Pumpkin Monster': { about: 'A grinning jack-o’-lantern with vine arms and a glowing face. Made for Halloween sales, autumn events and trick-or-treat invitations.', tags: ['pumpkin', 'autumn', 'spooky'] },

  'Wizard Wendell': { about: 'A bearded wizard in a starry pointed hat, holding a glowing staff. Suits fantasy games, magic shows and tutorial hints.', tags: ['wizard', 'spell', 'staff'] },
  'Fairy Flora': { about: 'A tiny flower fairy with shimmering wings and a wand. Made for children’s stories, garden centres and birthday cards.', tags: ['fairy', 'wings', 'flower'] },
  'Knight Kevin': { about: 'A brave knight in shining armour with a sword and a plumed helmet. Fits medieval games, history lessons and security brands.', tags: ['knight', 'armour', 'sword'] },
  'Elf Archer Elara': { about: 'An elf archer with pointed ears, a longbow and a forest-green cloak. Great for role-playing games, fantasy book covers and quests.', tags: ['elf', 'archer', 'bow'] },
  'Pirate Pete': { about: 'A swashbuckling pirate with a tricorn hat, eyepatch and a parrot on his shoulder. Suits treasure-hunt games, party invitations and seaside promotions.', tags: ['pirate', 'treasure', 'parrot'] },
  'Mermaid Marina': { about: 'A mermaid with a shimmering tail and a seashell crown. Made for ocean stories, swim schools and beach brands.', tags: ['mermaid', 'ocean', 'sea'] },

  'Grandpa Joe': { about: 'A warm-hearted grandfather in a cardigan with a walking stick and a story to tell. Suits family brands, health care and care-home communication.', tags: ['grandpa', 'grandparent', 'elderly'] },
  'Granny Rose': { about: 'A sweet grandmother with rosy cheeks, glasses and a tray of fresh cookies. Made for baking brands, family stories and greeting cards.', tags: ['granny', 'grandparent', 'baking'] },
  'Professor Oldman': { about: 'A wise old professor with a white beard, tweed jacket and a book. Fits education, science explainers and university campaigns.', tags: ['professor', 'teacher', 'elderly'] },
  'Gardener Gus': { about: 'A retired gardener with a straw hat, watering can and prize tomatoes. Great for garden centres, seed packets and hobby apps.', tags: ['gardener', 'garden', 'plants'] },
  'Knitting Nana': { about: 'A cosy grandma knitting a long striped scarf by the fire. Suits craft shops, winter campaigns and family newsletters.', tags: ['knitting', 'grandparent', 'craft'] },
  'Retired Captain Ray': { about: 'A retired sea captain with a white cap, pipe and a tall tale about the ocean. Made for seaside towns, fishing brands and travel blogs.', tags: ['sailor', 'sea', 'elderly'] },

  'Basketball Ben': { about: 'A tall basketball player spinning a ball on one finger. Fits sports clubs, tournament posters and fitness apps.', tags: ['basketball', 'ball', 'athlete'] },
  'Tennis Tina': { about: 'A tennis player mid-serve with racket raised and a headband on. Made for tennis clubs, summer camps and sports drinks.', tags: ['tennis', 'racket', 'athlete'] },
  'Runner Rita': { about: 'A marathon runner crossing the finish line with a race number. Suits charity runs, fitness trackers and health campaigns.', tags: ['running', 'marathon', 'fitness'] },
  'Goalkeeper Gary': { about: 'A goalkeeper diving for the ball in bright gloves. Great for football clubs, betting-free match previews and school teams.', tags: ['goalkeeper', 'football', 'soccer'] },
  'Swimmer Sid': { about: 'A swimmer in cap and goggles doing the front crawl. Made for swim schools, pool timetables and water safety lessons.', tags: ['swimming', 'pool', 'athlete'] },
  'Cyclist Cleo': { about: 'A cyclist in a helmet and jersey pedalling a racing bike. Fits bike shops, commuting campaigns and cycling events.', tags: ['cycling', 'bike', 'fitness'] },

  'Happy Burger': { about: 'A beaming cheeseburger with lettuce frills and a sesame bun hat. Suits fast-food menus, delivery apps and diner signs.', tags: ['burger', 'fast-food', 'restaurant'] },
  'Cool Cupcake': { about: 'A cupcake in sunglasses with pink frosting and sprinkles. Made for bakeries, birthday invitations and dessert menus.', tags: ['cupcake', 'dessert', 'bakery'] },
  'Pizza Pal': { about: 'A slice of pizza with melting cheese and pepperoni freckles. Fits pizzerias, party flyers and food delivery banners.', tags: ['pizza', 'fast-food', 'restaurant'] },
  'Dancing Donut': { about: 'A glazed donut with chocolate icing dancing on two tiny legs. Great for coffee shops, sweet-treat ads and stickers.', tags: ['donut', 'dessert', 'bakery'] },
  'Super Sushi': { about: 'A brave salmon nigiri with a seaweed belt and chopstick sword. Made for sushi bars, Japanese menus and healthy-eating apps.', tags: ['sushi', 'japanese', 'restaurant'] },
  'Taco Tom': { about: 'A crunchy taco with salsa hair and a sombrero-wide smile. Suits Mexican restaurants, food trucks and fiesta promotions.', tags: ['taco', 'mexican', 'fast-food'] },

  'Doctor Dana': { about: 'A caring doctor in a white coat with a stethoscope and clipboard. Fits clinics, health apps and medical explainers.', tags: ['doctor', 'medical', 'health'] },
  'Firefighter Finn': { about: 'A firefighter in a yellow helmet holding a hose, ready for action. Made for fire safety lessons, emergency services and kids’ books.', tags: ['firefighter', 'emergency', 'rescue'] },
  'Chef Charlotte': { about: 'A head chef with a tall white toque tasting from a wooden spoon. Suits restaurants, recipe blogs and cooking classes.', tags: ['chef', 'cooking', 'kitchen'] },
  'Police Officer Pat': { about: 'A friendly police officer with a cap and a whistle, directing traffic. Great for road safety, community campaigns and city services.', tags: ['police', 'safety', 'emergency'] },
  'Teacher Tess': { about: 'A teacher with a pointer in front of a chalkboard full of sums. Made for schools, online courses and classroom posters.', tags: ['teacher', 'classroom', 'education'] },
  'Builder Bob': { about: 'A builder in a hard hat and high-vis vest carrying a spanner. Fits construction firms, DIY stores and under-construction pages.', tags: ['builder', 'construction', 'tools'] },

  'Zorp from Mars': { about: 'A three-eyed Martian with springy antennae and a ray gun that shoots bubbles. Suits sci-fi games, space camps and quirky ads.', tags: ['martian', 'ufo', 'sci-fi'] },
  'Little Green Glix': { about: 'A tiny green alien with a big head and a wave hello. Made for kids’ space books, science museums and stickers.', tags: ['green', 'sci-fi', 'cute'] },
  'Astronaut Alien': { about: 'An alien in a bubble helmet and spacesuit planting a flag. Fits space exploration lessons, tech launches and posters.', tags: ['astronaut', 'spacesuit', 'planet'] },
  'Cosmo the Cyclops': { about: 'A one-eyed purple cyclops from a distant galaxy with a shy smile. Great for games, sci-fi comics and party invites.', tags: ['cyclops', 'galaxy', 'sci-fi'] },
  'Nebula Nia': { about: 'A starry alien girl with glowing nebula hair and a comet pet. Made for astronomy apps, dreamy posters and night-sky stories.', tags: ['stars', 'galaxy', 'planet'] },
  'Ufo Pilot Ulf': { about: 'A goggled alien flying a flying saucer with a tractor beam. Suits arcade games, delivery jokes and sci-fi banners.', tags: ['ufo', 'flying-saucer', 'sci-fi'] },
};

export const SET_COPY: Record<string, Copy> = {
  'Forest Friends Set': { about: 'Benny the bear, Fiona the fox, Rusty the raccoon and Ollie the owl drawn as one woodland cast. For picture books and nature lessons; every member comes in the same line weight and palette.', tags: ['forest', 'wildlife', 'bundle'] },
  'Classroom Kids Set': { about: 'Four classmates with backpacks, skates and paint brushes, ready for school stories, education apps and worksheets.', tags: ['classroom', 'student', 'bundle'] },
  'Office Team Set': { about: 'A presenter, a manager, an accountant, a saleswoman and a developer for workplace explainers, onboarding and pitch decks.', tags: ['team', 'workplace', 'bundle'] },
  'Hero League Set': { about: 'Captain Comet, Thunder Girl, Mighty Max and Solar Flare, a caped team for comics, games and campaigns that need a squad.', tags: ['cape', 'comic', 'bundle'] },
  'Robot Workshop Set': { about: 'Four robots for tech explainers and coding lessons: a classic bot, a helper, a chatbot and a robot chef.', tags: ['robot', 'machine', 'bundle'] },
  'Halloween Monsters Set': { about: 'A gremlin, a yeti, a vampire and a pumpkin for spooky parties, costume shops and October sales.', tags: ['spooky', 'october', 'bundle'] },
  'Fairy Tale Cast Set': { about: 'A wizard, a fairy, a knight, a pirate and a mermaid for storybooks, fantasy games and bedtime apps.', tags: ['storybook', 'bundle', 'pirate'] },
  'City Helpers Set': { about: 'A doctor, a firefighter, a police officer and a builder for community campaigns, kids’ books and city services.', tags: ['community', 'emergency', 'bundle'] },
};
