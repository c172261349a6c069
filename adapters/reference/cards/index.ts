import type { CardBehaviour } from './card-behaviour.js';
import { actOfTreason } from './act-of-treason.js';
import { adaptiveAutomaton } from './adaptive-automaton.js';
import { alloyGolem } from './alloy-golem.js';
import { angelicChorus } from './angelic-chorus.js';
import { awakenerDruid } from './awakener-druid.js';
import { banishingLight } from './banishing-light.js';
import { forest, island, mountain, plains, swamp } from './basic-lands.js';
import { blinkDog } from './blink-dog.js';
import { bloodArtist } from './blood-artist.js';
import { collectiveUnconscious } from './collective-unconscious.js';
import { controlMagic } from './control-magic.js';
import { dayOfJudgment, wrathOfGod } from './destroy-all-creatures.js';
import { doomBlade, murder } from './destroy-target-creature.js';
import { diabolicEdict } from './diabolic-edict.js';
import { divineSmite } from './divine-smite.js';
import { dreamFighter } from './dream-fighter.js';
import { emmaraSoulOfTheAccord } from './emmara-soul-of-the-accord.js';
import { frozenAether, kismet } from './enter-tapped-for-opponents.js';
import { equipoise } from './equipoise.js';
import { evacuation } from './evacuation.js';
import { eyeOfSingularity } from './eye-of-singularity.js';
import { faithsFetters } from './faiths-fetters.js';
import { flickerOfFate } from './flicker-of-fate.js';
import { giantGrowth } from './giant-growth.js';
import { gloriousAnthem } from './glorious-anthem.js';
import { gloriousCharge } from './glorious-charge.js';
import { guardianOfFaith } from './guardian-of-faith.js';
import { hostileHostel } from './hostile-hostel.js';
import { kaitoShizuki } from './kaito-shizuki.js';
import { katabaticWinds } from './katabatic-winds.js';
import { masterThief } from './master-thief.js';
import { mindFlayer } from './mind-flayer.js';
import { nightmare } from './nightmare.js';
import { ninthBridgePatrol } from './ninth-bridge-patrol.js';
import { oldFogey } from './old-fogey.js';
import { oubliette } from './oubliette.js';
import { outOfTime } from './out-of-time.js';
import { phyrexianDreadnought } from './phyrexian-dreadnought.js';
import { portcullis } from './portcullis.js';
import { prodigalSorcerer } from './prodigal-sorcerer.js';
import { realityRipple } from './reality-ripple.js';
import { rishkarsExpertise } from './rishkars-expertise.js';
import { shimmer } from './shimmer.js';
import { shock } from './shock.js';
import { sandsOfTime, stasis } from './skip-untap-steps.js';
import { soulWarden } from './soul-warden.js';
import { spectralAdversary } from './spectral-adversary.js';
import { studentOfWarfare } from './student-of-warfare.js';
import { suleimansLegacy } from './suleimans-legacy.js';
import { teferiMasterOfTime } from './teferi-master-of-time.js';
import { teferiTimelessVoyager } from './teferi-timeless-voyager.js';
import { teferisHonorGuard } from './teferis-honor-guard.js';
import { teferisImp } from './teferis-imp.js';
import { teferisRealm } from './teferis-realm.js';
import { teferisVeil } from './teferis-veil.js';
import { theFallen } from './the-fallen.js';
import { theMoment } from './the-moment.js';
import { thePhasingOfZhalfir } from './the-phasing-of-zhalfir.js';
import { timeAndTide } from './time-and-tide.js';
import { tribalFlames } from './tribal-flames.js';
import { urzasRuinousBlast } from './urzas-ruinous-blast.js';
import { vedalkenShackles } from './vedalken-shackles.js';
import { visionCharm } from './vision-charm.js';
import { warpingWurm } from './warping-wurm.js';
import { whitemaneLion } from './whitemane-lion.js';
import { burningWish, cunningWish, deathWish, goldenWish, livingWish } from './wishes.js';
import { zirilanOfTheClaw } from './zirilan-of-the-claw.js';

/** Every card whose rules text the reference engine implements, by name. */
export const CARD_BEHAVIOURS: readonly CardBehaviour[] = [
  actOfTreason,
  adaptiveAutomaton,
  alloyGolem,
  angelicChorus,
  awakenerDruid,
  banishingLight,
  blinkDog,
  bloodArtist,
  burningWish,
  collectiveUnconscious,
  controlMagic,
  cunningWish,
  dayOfJudgment,
  deathWish,
  diabolicEdict,
  divineSmite,
  doomBlade,
  dreamFighter,
  emmaraSoulOfTheAccord,
  equipoise,
  evacuation,
  eyeOfSingularity,
  faithsFetters,
  flickerOfFate,
  forest,
  frozenAether,
  giantGrowth,
  gloriousAnthem,
  gloriousCharge,
  goldenWish,
  guardianOfFaith,
  hostileHostel,
  island,
  kaitoShizuki,
  katabaticWinds,
  kismet,
  livingWish,
  masterThief,
  mindFlayer,
  mountain,
  murder,
  nightmare,
  ninthBridgePatrol,
  oldFogey,
  oubliette,
  outOfTime,
  phyrexianDreadnought,
  plains,
  portcullis,
  prodigalSorcerer,
  realityRipple,
  rishkarsExpertise,
  sandsOfTime,
  shimmer,
  shock,
  soulWarden,
  spectralAdversary,
  stasis,
  studentOfWarfare,
  suleimansLegacy,
  swamp,
  teferiMasterOfTime,
  teferisHonorGuard,
  teferisImp,
  teferisRealm,
  teferisVeil,
  teferiTimelessVoyager,
  theFallen,
  theMoment,
  thePhasingOfZhalfir,
  timeAndTide,
  tribalFlames,
  urzasRuinousBlast,
  vedalkenShackles,
  visionCharm,
  warpingWurm,
  whitemaneLion,
  wrathOfGod,
  zirilanOfTheClaw,
];

/**
 * Keyword abilities the engine understands without a card module: a catalogue card whose
 * abilities are all among these (vanilla creatures, "Phasing" creatures) needs no code.
 */
export const KNOWN_KEYWORDS = new Set(['phasing', 'flying', 'reach', 'haste', 'vigilance', 'trample', 'first-strike', 'double-strike', 'defender', 'indestructible', 'flash', 'enchant']);
