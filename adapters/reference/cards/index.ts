import type { CardBehaviour } from '../engine/card-behaviour.js';
import { acidicSlime } from './acidic-slime.js';
import { actOfTreason } from './act-of-treason.js';
import { adaptiveAutomaton } from './adaptive-automaton.js';
import { allIsDust } from './all-is-dust.js';
import { alloyGolem } from './alloy-golem.js';
import { amorphousAxe } from './amorphous-axe.js';
import { angelicChorus } from './angelic-chorus.js';
import { arcTrail } from './arc-trail.js';
import { ashesToAshes } from './ashes-to-ashes.js';
import { avenTactician } from './aven-tactician.js';
import { awakenerDruid } from './awakener-druid.js';
import { banishingLight } from './banishing-light.js';
import { basrisSolidarity } from './basris-solidarity.js';
import { forest, island, mountain, plains, snowCoveredPlains, swamp } from './basic-lands.js';
import { biorhythm } from './biorhythm.js';
import { blinkDog } from './blink-dog.js';
import { bloodArtist } from './blood-artist.js';
import { blinkingSpirit } from './blinking-spirit.js';
import { bonesplitter } from './bonesplitter.js';
import { bribery } from './bribery.js';
import { brokenWings } from './broken-wings.js';
import { burstOfEnergy } from './burst-of-energy.js';
import { burglarRat } from './burglar-rat.js';
import { cankerousThirst } from './cankerous-thirst.js';
import { cinderWall } from './cinder-wall.js';
import { cleverConcealment } from './clever-concealment.js';
import { cloakOfInvisibility } from './cloak-of-invisibility.js';
import { clone } from './clone.js';
import { coffinQueen } from './coffin-queen.js';
import { collectiveUnconscious } from './collective-unconscious.js';
import { controlMagic } from './control-magic.js';
import { cowedByWisdom } from './cowed-by-wisdom.js';
import { curfew } from './curfew.js';
import { curseOfDeathsHold } from './curse-of-deaths-hold.js';
import { dandan } from './dandan.js';
import { dayOfJudgment, wrathOfGod } from './destroy-all-creatures.js';
import { doomBlade, murder } from './destroy-target-creature.js';
import { diabolicEdict } from './diabolic-edict.js';
import { discipleOfCaelusNin } from './disciple-of-caelus-nin.js';
import { disfigure } from './disfigure.js';
import { divination } from './divination.js';
import { divineSmite } from './divine-smite.js';
import { dreadfulApathy } from './dreadful-apathy.js';
import { dreamFighter } from './dream-fighter.js';
import { dramaticAccusation } from './dramatic-accusation.js';
import { dungeonGeists } from './dungeon-geists.js';
import { emmaraSoulOfTheAccord } from './emmara-soul-of-the-accord.js';
import { enormousEnergyBlade } from './enormous-energy-blade.js';
import { frozenAether, kismet } from './enter-tapped-for-opponents.js';
import { equipoise } from './equipoise.js';
import { ertaisFamiliar } from './ertais-familiar.js';
import { ertaisMeddling } from './ertais-meddling.js';
import { evacuation } from './evacuation.js';
import { eyeOfSingularity } from './eye-of-singularity.js';
import { faithsFetters } from './faiths-fetters.js';
import { finalJudgment } from './final-judgment.js';
import { firebreathing } from './firebreathing.js';
import { fireshrieker } from './fireshrieker.js';
import { flamingGambit } from './flaming-gambit.js';
import { flaringPain } from './flaring-pain.js';
import { flickerOfFate } from './flicker-of-fate.js';
import { freedFromTheReal } from './freed-from-the-real.js';
import { frenziedFugue } from './frenzied-fugue.js';
import { frogmite } from './frogmite.js';
import { fog } from './fog.js';
import { galadrielsDismissal } from './galadriels-dismissal.js';
import { frozenShade } from './frozen-shade.js';
import { gallifreyFalls } from './gallifrey-falls.js';
import { giantGrowth } from './giant-growth.js';
import { girdForBattle } from './gird-for-battle.js';
import { glacialChasm } from './glacial-chasm.js';
import { gloriousAnthem } from './glorious-anthem.js';
import { gloriousCharge } from './glorious-charge.js';
import { goblinBombardment } from './goblin-bombardment.js';
import { graftedWargear } from './grafted-wargear.js';
import { grayMerchantOfAsphodel } from './gray-merchant-of-asphodel.js';
import { growingRanks } from './growing-ranks.js';
import { guardianOfFaith } from './guardian-of-faith.js';
import { hallowedBurial } from './hallowed-burial.js';
import { hideousLaughter } from './hideous-laughter.js';
import { historyOfBenalia } from './history-of-benalia.js';
import { holyStrength } from './holy-strength.js';
import { horseshoeCrab } from './horseshoe-crab.js';
import { magneticMountain } from './magnetic-mountain.js';
import { waywardSoul } from './wayward-soul.js';
import { flowstoneShambler } from './flowstone-shambler.js';
import { ironShieldElf } from './iron-shield-elf.js';
import { cosmicHorror } from './cosmic-horror.js';
import { mangaraOfCorondor } from './mangara-of-corondor.js';
import { hostileHostel } from './hostile-hostel.js';
import { humbleDefector } from './humble-defector.js';
import { imperialEdict } from './imperial-edict.js';
import { insurrection } from './insurrection.js';
import { invigorate } from './invigorate.js';
import { jaceBeleren } from './jace-beleren.js';
import { vronosMaskedInquisitor } from './vronos-masked-inquisitor.js';
import { kaitoShizuki } from './kaito-shizuki.js';
import { disruptDecorum } from './disrupt-decorum.js';
import { fellBeastsShriek } from './fell-beasts-shriek.js';
import { ragsRiches } from './rags-riches.js';
import { renegadeSilent } from './renegade-silent.js';
import { katabaticWinds } from './katabatic-winds.js';
import { juggernaut } from './juggernaut.js';
import { kingOfTheOathbreakers } from './king-of-the-oathbreakers.js';
import { marchOfSwirlingMist } from './march-of-swirling-mist.js';
import { masterThief } from './master-thief.js';
import { mercyKilling } from './mercy-killing.js';
import { mindFlayer } from './mind-flayer.js';
import { nightmare } from './nightmare.js';
import { mistDragon } from './mist-dragon.js';
import { ninthBridgePatrol } from './ninth-bridge-patrol.js';
import { lazotepReaver } from './lazotep-reaver.js';
import { leafcrownDryad } from './leafcrown-dryad.js';
import { lure } from './lure.js';
import { nyxbornRollicker } from './nyxborn-rollicker.js';
import { oldFogey } from './old-fogey.js';
import { liquimetalCoating } from './liquimetal-coating.js';
import { marchOfTheMachines } from './march-of-the-machines.js';
import { infirmaryHealer } from './infirmary-healer.js';
import { opalescence } from './opalescence.js';
import { oppressiveRays } from './oppressive-rays.js';
import { oubliette } from './oubliette.js';
import { outOfTime } from './out-of-time.js';
import { pacifism } from './pacifism.js';
import { pathOfAncestry } from './path-of-ancestry.js';
import { phasingWard } from './phasing-ward.js';
import { phyrexianDreadnought } from './phyrexian-dreadnought.js';
import { platinumEmperion } from './platinum-emperion.js';
import { portcullis } from './portcullis.js';
import { prodigalSorcerer } from './prodigal-sorcerer.js';
import { propaganda } from './propaganda.js';
import { psychicTransfer } from './psychic-transfer.js';
import { realityRipple } from './reality-ripple.js';
import { rishkarsExpertise } from './rishkars-expertise.js';
import { ritesOfReaping } from './rites-of-reaping.js';
import { robeOfStars } from './robe-of-stars.js';
import { sapphireCharm } from './sapphire-charm.js';
import { shimmer } from './shimmer.js';
import { shimmeringEfreet } from './shimmering-efreet.js';
import { shimmeringWings } from './shimmering-wings.js';
import { shock } from './shock.js';
import { sandsOfTime, stasis } from './skip-untap-steps.js';
import { soulWarden } from './soul-warden.js';
import { spatialBinding } from './spatial-binding.js';
import { spectralAdversary } from './spectral-adversary.js';
import { spellSnare } from './spell-snare.js';
import { spellbook } from './spellbook.js';
import { sphereOfResistance } from './sphere-of-resistance.js';
import { steadyProgress } from './steady-progress.js';
import { studentOfWarfare } from './student-of-warfare.js';
import { suleimansLegacy } from './suleimans-legacy.js';
import { sunClasp } from './sun-clasp.js';
import { tandemTactics } from './tandem-tactics.js';
import { tritonTactics } from './triton-tactics.js';
import { taniwha } from './taniwha.js';
import { teferiMasterOfTime } from './teferi-master-of-time.js';
import { teferiTimelessVoyager } from './teferi-timeless-voyager.js';
import { teferisCurse } from './teferis-curse.js';
import { teferisHonorGuard } from './teferis-honor-guard.js';
import { teferisImp } from './teferis-imp.js';
import { thaliaGuardianOfThraben } from './thalia-guardian-of-thraben.js';
import { temporalFirestorm } from './temporal-firestorm.js';
import { teferisIsle } from './teferis-isle.js';
import { teferisProtection } from './teferis-protection.js';
import { teferisRealm } from './teferis-realm.js';
import { teferisVeil } from './teferis-veil.js';
import { theFallen } from './the-fallen.js';
import { theMoment } from './the-moment.js';
import { thePhasingOfZhalfir } from './the-phasing-of-zhalfir.js';
import { tidalSurge } from './tidal-surge.js';
import { timeAndTide } from './time-and-tide.js';
import { toxicDeluge } from './toxic-deluge.js';
import { tribalFlames } from './tribal-flames.js';
import { torture } from './torture.js';
import { tawnossCoffin } from './tawnoss-coffin.js';
import { uniteTheCoalition } from './unite-the-coalition.js';
import { undo } from './undo.js';
import { unsummon } from './unsummon.js';
import { urzasRuinousBlast } from './urzas-ruinous-blast.js';
import { isildursFatefulStrike } from './isildurs-fateful-strike.js';
import { vanishing } from './vanishing.js';
import { vedalkenShackles } from './vedalken-shackles.js';
import { visionCharm } from './vision-charm.js';
import { warpingWurm } from './warping-wurm.js';
import { vitalize } from './vitalize.js';
import { wickedPact } from './wicked-pact.js';
import { whitemaneLion } from './whitemane-lion.js';
import { burningWish, cunningWish, deathWish, goldenWish, livingWish } from './wishes.js';
import { wordsOfWorship } from './words-of-worship.js';
import { nefariousLich } from './nefarious-lich.js';
import { revelInRiches } from './revel-in-riches.js';
import { reverseEngineer } from './reverse-engineer.js';
import { skySkiff } from './sky-skiff.js';
import { fortuneLoyalSteed } from './fortune-loyal-steed.js';
import { sleep } from './sleep.js';
import { snubhornSentry } from './snubhorn-sentry.js';
import { thornOfTheBlackRose } from './thorn-of-the-black-rose.js';
import { aarakocraSneak } from './aarakocra-sneak.js';
import { invasionOfDominaria } from './invasion-of-dominaria.js';
import { tavernRuffian } from './tavern-ruffian.js';
import { villagersOfEstwald } from './villagers-of-estwald.js';
import { slipOutTheBack } from './slip-out-the-back.js';
import { treasureToken } from './treasure-token.js';
import { wolfirSilverheart } from './wolfir-silverheart.js';
import { xenograft } from './xenograft.js';
import { yokeOfTheDamned } from './yoke-of-the-damned.js';
import { guiltyConscience } from './guilty-conscience.js';
import { gurmagRakshasa } from './gurmag-rakshasa.js';
import { zirilanOfTheClaw } from './zirilan-of-the-claw.js';
import { ninjaToken } from './ninja-token.js';
import { moggCannon } from './mogg-cannon.js';
import { krovikanElementalist } from './krovikan-elementalist.js';
import { domineeringWill } from './domineering-will.js';
import { strategicBetrayal } from './strategic-betrayal.js';
import { manaclesOfDecay } from './manacles-of-decay.js';
import { magnify } from './magnify.js';
import { soulSnuffers } from './soul-snuffers.js';
import { awakening } from './awakening.js';
import { sawtoothOgre } from './sawtooth-ogre.js';
import { tolarianEntrancer } from './tolarian-entrancer.js';
import { wallOfTears } from './wall-of-tears.js';
import { thicketBasilisk } from './thicket-basilisk.js';
import { basaltGolem } from './basalt-golem.js';
import { dwarvenSeaClan } from './dwarven-sea-clan.js';
import { scrappyBruiser } from './scrappy-bruiser.js';
import { shamblingSwarm } from './shambling-swarm.js';

/** Every card whose rules text the reference engine implements, by name. */
export const CARD_BEHAVIOURS: readonly CardBehaviour[] = [
  acidicSlime,
  actOfTreason,
  ninjaToken,
  adaptiveAutomaton,
  allIsDust,
  alloyGolem,
  amorphousAxe,
  angelicChorus,
  arcTrail,
  ashesToAshes,
  avenTactician,
  awakenerDruid,
  banishingLight,
  basrisSolidarity,
  biorhythm,
  blinkDog,
  bloodArtist,
  blinkingSpirit,
  bonesplitter,
  bribery,
  brokenWings,
  burstOfEnergy,
  burglarRat,
  burningWish,
  cankerousThirst,
  cinderWall,
  cleverConcealment,
  cloakOfInvisibility,
  clone,
  coffinQueen,
  collectiveUnconscious,
  controlMagic,
  cowedByWisdom,
  cunningWish,
  curseOfDeathsHold,
  dandan,
  dayOfJudgment,
  deathWish,
  diabolicEdict,
  discipleOfCaelusNin,
  disfigure,
  divination,
  divineSmite,
  doomBlade,
  dreadfulApathy,
  dreamFighter,
  dramaticAccusation,
  dungeonGeists,
  emmaraSoulOfTheAccord,
  enormousEnergyBlade,
  equipoise,
  ertaisFamiliar,
  ertaisMeddling,
  evacuation,
  eyeOfSingularity,
  faithsFetters,
  finalJudgment,
  firebreathing,
  fireshrieker,
  flaringPain,
  flickerOfFate,
  freedFromTheReal,
  frenziedFugue,
  frogmite,
  fog,
  forest,
  frozenAether,
  galadrielsDismissal,
  frozenShade,
  gallifreyFalls,
  giantGrowth,
  girdForBattle,
  glacialChasm,
  gloriousAnthem,
  gloriousCharge,
  goblinBombardment,
  goldenWish,
  graftedWargear,
  grayMerchantOfAsphodel,
  growingRanks,
  guardianOfFaith,
  hallowedBurial,
  historyOfBenalia,
  holyStrength,
  horseshoeCrab,
  waywardSoul,
  flowstoneShambler,
  ironShieldElf,
  cosmicHorror,
  mangaraOfCorondor,
  hostileHostel,
  humbleDefector,
  imperialEdict,
  insurrection,
  invigorate,
  island,
  jaceBeleren,
  vronosMaskedInquisitor,
  kaitoShizuki,
  ragsRiches,
  renegadeSilent,
  disruptDecorum,
  fellBeastsShriek,
  curfew,
  flamingGambit,
  magneticMountain,
  hideousLaughter,
  katabaticWinds,
  juggernaut,
  kingOfTheOathbreakers,
  kismet,
  livingWish,
  marchOfSwirlingMist,
  masterThief,
  mercyKilling,
  mindFlayer,
  mistDragon,
  mountain,
  murder,
  nightmare,
  ninthBridgePatrol,
  lazotepReaver,
  leafcrownDryad,
  lure,
  nyxbornRollicker,
  oldFogey,
  liquimetalCoating,
  marchOfTheMachines,
  infirmaryHealer,
  opalescence,
  oubliette,
  outOfTime,
  pacifism,
  pathOfAncestry,
  phasingWard,
  phyrexianDreadnought,
  plains,
  snowCoveredPlains,
  portcullis,
  prodigalSorcerer,
  oppressiveRays,
  propaganda,
  platinumEmperion,
  psychicTransfer,
  realityRipple,
  revelInRiches,
  reverseEngineer,
  rishkarsExpertise,
  ritesOfReaping,
  robeOfStars,
  sandsOfTime,
  sapphireCharm,
  shimmer,
  shimmeringEfreet,
  shimmeringWings,
  shock,
  skySkiff,
  fortuneLoyalSteed,
  sleep,
  slipOutTheBack,
  snubhornSentry,
  thornOfTheBlackRose,
  aarakocraSneak,
  invasionOfDominaria,
  tavernRuffian,
  villagersOfEstwald,
  soulWarden,
  spatialBinding,
  spectralAdversary,
  spellSnare,
  spellbook,
  sphereOfResistance,
  steadyProgress,
  stasis,
  studentOfWarfare,
  suleimansLegacy,
  sunClasp,
  swamp,
  tandemTactics,
  tritonTactics,
  taniwha,
  tawnossCoffin,
  torture,
  teferiMasterOfTime,
  teferisCurse,
  teferisHonorGuard,
  teferisImp,
  thaliaGuardianOfThraben,
  temporalFirestorm,
  teferisIsle,
  teferisProtection,
  teferisRealm,
  teferisVeil,
  teferiTimelessVoyager,
  theFallen,
  theMoment,
  thePhasingOfZhalfir,
  tidalSurge,
  timeAndTide,
  toxicDeluge,
  treasureToken,
  tribalFlames,
  uniteTheCoalition,
  undo,
  unsummon,
  urzasRuinousBlast,
  isildursFatefulStrike,
  vanishing,
  vedalkenShackles,
  visionCharm,
  vitalize,
  warpingWurm,
  whitemaneLion,
  wickedPact,
  wolfirSilverheart,
  wordsOfWorship,
  nefariousLich,
  wrathOfGod,
  xenograft,
  yokeOfTheDamned,
  guiltyConscience,
  gurmagRakshasa,
  zirilanOfTheClaw,
  moggCannon,
  krovikanElementalist,
  domineeringWill,
  strategicBetrayal,
  manaclesOfDecay,
  magnify,
  soulSnuffers,
  awakening,
  sawtoothOgre,
  tolarianEntrancer,
  wallOfTears,
  thicketBasilisk,
  basaltGolem,
  dwarvenSeaClan,
  scrappyBruiser,
  shamblingSwarm,
];

/**
 * Keyword abilities the engine understands without a card module: a catalogue card whose
 * abilities are all among these (vanilla creatures, "Phasing" creatures) needs no code.
 */
export const KNOWN_KEYWORDS = new Set([
  'phasing',
  'bands-with-other',
  'flying',
  'reach',
  'haste',
  'vigilance',
  'trample',
  'first-strike',
  'double-strike',
  'defender',
  'indestructible',
  'flash',
  'enchant',
  'lifelink',
  'deathtouch',
  'convoke',
  'improvise',
  'ascend',
  'daybound',
  'nightbound',
  'menace',
]);
