import { exportVideo } from './export-video.ts';
import { flaAnimate } from './fla-animate.ts';
import { importEpsAi } from './import-eps-ai.ts';
import { licensing } from './licensing.ts';
import { lipSync } from './lip-sync.ts';
import { lottieWeb } from './lottie-web.ts';
import type { TutorialSeed } from './model.ts';
import { presentations } from './presentations.ts';
import { recolour } from './recolour.ts';
import { rigLayered } from './rig-layered.ts';
import { rigSvg } from './rig-svg.ts';

/** The demo tutorials, in the order the index lists them (the seeder dates them newest first in this order). */
export const TUTORIAL_SEEDS: TutorialSeed[] = [importEpsAi, recolour, presentations, flaAnimate, exportVideo, rigLayered, rigSvg, lottieWeb, lipSync, licensing];
