#!/usr/bin/env python3
"""A small phasing-cts engine in Python (standard library only).

This is the template to copy when you connect an engine written in any language: it speaks the
phasing-cts protocol (docs/PROTOCOL.md) on standard input and output, and implements a small, honest
part of the phasing rules. Replace the toy game below with calls into your engine; keep the protocol
loop at the bottom.

Run it against the corpus from a clone (after `npm ci && npm run build`):

    node dist/harness/cli/main.js run --stdio "python3 adapters/examples/python/engine.py" --edition all

What it implements (and declares, so fixtures needing anything else are reported "untested"):
  - the untap step with the phasing event (702.26a), then untapping (502.3); a skipped untap step has
    no phasing event (702.26m); the draw step's draw; cleanup discards down to seven cards, those an
    advance's `discards` names first (514.1), and removes damage from every permanent, phased-out
    ones included (514.2);
  - phased-out permanents treated as though they don't exist (702.26b): state-based actions and the
    bare effects (tap, destroy, exile, return to hand, put on library, sacrifice, counters, +N/+N until
    end of turn) ignore them; phasing changes neither zone nor control, and counters, damage and
    tokens stay (702.26d);
  - +1/+1 and -1/-1 counters on power and toughness; lethal damage, zero toughness, tokens off the
    battlefield and players at 0 life as state-based actions (704.5);
  - four creature cards: three vanilla ones and Sandbar Crocodile (Phasing). None has a static
    ability that offers a choice, so an `advance` with `staticChoices` is answered "unsupported";
  - ascend and the city's blessing (702.131b), counting only permanents that exist: Snubhorn Sentry
    and Plains;
  - the monarch (725): set up and observed, and the monarch's end-step draw (725.2). This engine has
    no stack, so that triggered ability resolves as the end step ends, once every player has passed;
    a fixture that resolves it with a `resolve` action, or needs combat, is reported untested;
  - the initiative (726): set up and observed, with the upkeep's venture into Undercity (726.2) as far
    as its first room, Secret Entrance, whose search finds nothing (701.19b). Like the monarch's draw,
    it resolves as the upkeep ends; a venture past the first room is answered "unsupported";
  - day and night (731): set up and observed, and the untap step's check (731.2). No player casts a
    spell in this engine, so day always becomes night and night stays night; it has no daybound card.
  - the prepared designation (722.3): set up on Infirmary Healer and observed, kept through phasing
    (702.26d) and lost when the permanent leaves the battlefield (400.7). Nobody casts here, so the copy
    of its prepare spell is never cast (fixtures that cast it need stack.cast, which this engine lacks).

Known gap, kept on purpose so the report shows what a failure looks like: before the 2017-08-25
edition, a phased-out token ceased to exist as a state-based action (702.23k, later 702.25k). This
engine declares every edition since 2011 but plays the current rule, so
`tokens-cease-phased-out-token-ceases-to-exist` fails in the editions before 2017-08-25. See the
README for how to close it.

Everything the engine writes to standard output is a protocol message; logs go to standard error.
"""

import json
import sys
import traceback

# Keep standard output for protocol messages only: anything else printed by mistake (a debugging
# print(), a library's chatter) goes to standard error, where the harness shows it as a log.
PROTOCOL_OUT = sys.stdout
sys.stdout = sys.stderr

PROTOCOL_VERSION = 1

# --- What this engine declares ---------------------------------------------------------------------
# The harness sends only fixtures whose requirements are all declared here; the rest are reported
# "untested". Declare what the engine really implements: a wrong claim shows up as failures.

ENGINE_INFO = {
    "name": "phasing-cts Python example engine",
    "version": "0.1.0",
    "capabilities": [
        "turn.advance",  # steps and turns (untap with phasing, draw, cleanup)
        "setup.phased-out",  # fixtures may start with permanents already phased out
        "setup.counters",
        "setup.damage",
        "effect.phase-out",
        "effect.phase-out-set",  # one effect phasing several permanents out at once
        "effect.phase-in",
        "effect.tap",
        "effect.destroy",
        "effect.exile",
        "effect.return-to-hand",
        "effect.put-on-library",
        "effect.sacrifice",
        "effect.counters",
        "effect.pump",  # +N/+N or -N/-N until end of turn, ended in the cleanup step (514.2)
        "effect.skip-untap",
        "observe.power-toughness",
        "turn.cleanup-discard",  # an advance's `discards`: the cards chosen for the cleanup discard
        "designation.citys-blessing",  # ascend (702.131b) and the blessing it gives
        "designation.monarch",  # who is the monarch, and the monarch's end-step draw (725.2)
        "designation.day-night",  # day, night or neither, and the untap step's check (731.2)
        "designation.initiative",  # who has it, and the upkeep's venture into Undercity's first room (726.2)
        "designation.prepared",  # a permanent's prepared designation (722.3a), set up and observed
    ],
    "cards": [
        "Grizzly Bears", "Hill Giant", "Runeclaw Bear", "Sandbar Crocodile", "Snubhorn Sentry", "Plains",
        "Infirmary Healer",
    ],
    # Rules editions by effective date; see the known gap in the module docstring.
    "editions": [{"from": "2011-02-04"}],
}

# The cards: power, toughness and whether the card has phasing. Everything else about them (mana
# cost, creature types) never matters in the fixtures this engine accepts.
CARDS = {
    "Grizzly Bears": {"power": 2, "toughness": 2, "phasing": False},
    "Hill Giant": {"power": 3, "toughness": 3, "phasing": False},
    "Runeclaw Bear": {"power": 2, "toughness": 2, "phasing": False},
    "Sandbar Crocodile": {"power": 6, "toughness": 5, "phasing": True},
    # Ascend; "gets +3/+0 as long as you have the city's blessing".
    "Snubhorn Sentry": {"power": 0, "toughness": 3, "phasing": False, "ascend": True, "blessed_power": 3},
    "Plains": {"power": None, "toughness": None, "phasing": False},  # a land: no power or toughness
    # A preparation card (722.1): its prepare spell, Stream of Life, is only ever a copy's (722.3c).
    "Infirmary Healer": {"power": 2, "toughness": 3, "phasing": False, "prepare_spell": "Stream of Life"},
}

# The zone each bare effect that moves permanents puts them in (their owner's).
MOVES_TO = {
    "destroy": "graveyard", "sacrifice": "graveyard", "exile": "exile", "returnToHand": "hand",
    "putOnLibrary": "library",
}

# Steps in turn order (CR 500.1), named as in the fixture schema.
STEPS = [
    "untap", "upkeep", "draw", "main1", "beginCombat", "declareAttackers", "declareBlockers",
    "combatDamage", "endCombat", "main2", "end", "cleanup",
]


class Unsupported(Exception):
    """The fixture uses something this engine does not implement: answered as kind "unsupported"
    (reported untested), never guessed at."""


class Rejected(Exception):
    """The rules forbid the action: it is reported as rejected and the game goes on."""


# --- The game ----------------------------------------------------------------------------------------


class Player:
    def __init__(self, setup):
        self.id = setup["id"]
        self.life = setup.get("life", 20)
        self.library = setup.get("library", 20)  # unnamed cards: only their number is observed
        self.hand = 0  # unnamed cards drawn during the fixture
        self.graveyard = 0  # unnamed cards discarded from the hand
        self.in_game = True
        self.drew_from_empty_library = False
        self.skip_untap_steps = 0
        self.citys_blessing = setup.get("citysBlessing", False)  # 702.131b: kept for the rest of the game
        self.monarch = setup.get("monarch", False)  # 725.3: one player at most
        self.initiative = setup.get("initiative", False)  # 726.3: one player at most
        self.dungeon_room = None  # 309.4: the room of Undercity the venture marker is on, if any


class Permanent:
    """A card or token. `phased` is None when phased in, else {"how": ..., "under": ...}."""

    def __init__(self, setup):
        if setup.get("attachedTo") is not None:
            raise Unsupported("attachments are not implemented")
        if setup.get("combat"):
            raise Unsupported("combat is not implemented")
        if setup["card"] not in CARDS:
            raise Unsupported(f'card "{setup["card"]}" is not implemented')
        self.id = setup["id"]
        self.card = setup["card"]
        self.owner = setup["owner"]
        self.controller = setup.get("controller", setup["owner"])
        self.zone = setup["zone"]
        self.token = setup.get("token", False)
        self.tapped = setup.get("tapped", False)
        phased = setup.get("phased", "in")
        self.phased = None if phased == "in" else dict(phased)
        self.counters = dict(setup.get("counters", {}))
        self.damage = setup.get("damage", 0)
        self.pumped = (0, 0)  # power and toughness added until end of turn
        self.exists = True  # False once a token has ceased to exist
        # 722.3a: only a permanent with a prepare spell can be prepared. Phasing doesn't change it (702.26d).
        self.prepared = setup.get("prepared", False)
        if self.prepared and (self.zone != "battlefield" or "prepare_spell" not in CARDS[self.card]):
            raise Unsupported(f"setup: {self.id} can't be prepared: only a permanent with a prepare spell can")

    def phased_in(self):
        return self.zone == "battlefield" and self.phased is None

    def creature(self):
        return CARDS[self.card]["power"] is not None

    def power(self, blessed=False):
        bonus = CARDS[self.card].get("blessed_power", 0) if blessed else 0
        counters = self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)
        return CARDS[self.card]["power"] + bonus + counters + self.pumped[0]

    def toughness(self):
        counters = self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)
        return CARDS[self.card]["toughness"] + counters + self.pumped[1]


class Game:
    def __init__(self, request):
        setup = request["setup"]
        self.edition = request["edition"]
        self.players = [Player(p) for p in setup["players"]]
        if sum(1 for p in self.players if p.monarch) > 1:
            raise Unsupported("setup: only one player can be the monarch (725.3)")
        if sum(1 for p in self.players if p.initiative) > 1:
            raise Unsupported("setup: only one player can have the initiative (726.3)")
        self.turn_number = setup["turn"].get("number", 1)
        self.active = setup["turn"]["active"]
        self.step = setup["turn"]["step"]
        self.day_night = setup.get("dayNight")  # 731.1: None is neither, as a game starts
        self.objects = [Permanent(o) for o in setup["objects"]]
        self.discards = {}  # the current advance's `discards`: cards each player chooses at cleanup
        # Mana in setup.manaPool is ignored: this engine casts nothing, and mana is not observed.

    def player(self, player_id):
        return next(p for p in self.players if p.id == player_id)

    def permanent(self, object_id):
        """The object on the battlefield (phased in or out); the action is rejected otherwise."""
        for o in self.objects:
            if o.id == object_id and o.exists and o.zone == "battlefield":
                return o
        raise Rejected(f"{object_id} is not on the battlefield")

    def phased_in_permanents(self):
        # 702.26b: a phased-out permanent is treated as though it does not exist, so every rule that
        # looks at "permanents" goes through here and never sees it.
        return [o for o in self.objects if o.exists and o.phased_in()]

    # -- Phasing (702.26) --

    def phase_out(self, permanents):
        for o in permanents:
            if o.phased is None:
                # 702.26a: it phased out "under" its controller, and phases in on that player's untap step.
                o.phased = {"how": "directly", "under": o.controller}

    def phase_in(self, permanents):
        for o in permanents:
            if o.phased is not None and o.phased["how"] == "directly":
                o.phased = None

    def untap_step(self):
        active = self.player(self.active)
        if active.skip_untap_steps > 0:
            # 702.26m: if a player skips their untap step, the phasing event simply doesn't occur.
            active.skip_untap_steps -= 1
            return
        # 702.26a: before untapping, the active player's phased-in permanents with phasing phase out
        # and, simultaneously, everything that phased out under that player phases in. Both sets are
        # decided before either changes, so nothing phases out and straight back in.
        going_out = [o for o in self.phased_in_permanents()
                     if o.controller == self.active and CARDS[o.card]["phasing"]]
        coming_in = [o for o in self.objects
                     if o.exists and o.zone == "battlefield" and o.phased is not None
                     and o.phased["under"] == self.active]
        self.phase_out(going_out)
        self.phase_in(coming_in)
        # 502.2, 731.2a: day becomes night when the previous turn's active player cast no spells; no one
        # casts spells here, so it always does (and night never becomes day, 731.2b). Neither stays neither.
        if self.day_night == "day":
            self.day_night = "night"
        # 502.3: then the active player untaps their permanents (phased-out ones don't exist to untap).
        for o in self.phased_in_permanents():
            if o.controller == self.active:
                o.tapped = False

    # -- Turn structure --

    def begin_step(self):
        if self.step == "untap":
            self.untap_step()
        elif self.step == "draw":
            # 103.8a: the player who goes first skips the draw of their first turn in a two-player game.
            if not (self.turn_number == 1 and len(self.players) == 2):
                self.draw(self.player(self.active))
        elif self.step == "cleanup":
            self.discard_to_hand_size()
            # 514.2: damage is removed from all permanents, phased-out ones included, and "until end of
            # turn" effects end.
            for o in self.objects:
                if o.exists and o.zone == "battlefield":
                    o.damage = 0
                    o.pumped = (0, 0)

    def discard_to_hand_size(self):
        """514.1: the active player discards down to their maximum hand size, seven (none of this
        engine's cards changes it). The cards are the player's choice: those the advance's `discards`
        names first, in order; then unnamed cards, which are interchangeable; then named ones."""
        p = self.player(self.active)
        chosen = self.discards.get(p.id, [])

        def named_in_hand():
            return [o for o in self.objects if o.exists and o.owner == p.id and o.zone == "hand"]

        while p.hand + len(named_in_hand()) > 7:
            if chosen:
                name = chosen.pop(0)
                card = next((o for o in named_in_hand() if o.id == name), None)
                if card is None:
                    raise Rejected(f"{name} is not in {p.id}'s hand to discard")
                card.zone = "graveyard"
            elif p.hand > 0:
                p.hand -= 1
                p.graveyard += 1
            else:
                named_in_hand()[0].zone = "graveyard"

    def next_step(self):
        # 725.2: "At the beginning of the monarch's end step, that player draws a card." It triggered as the
        # end step began; with no stack here, it resolves as the step ends, when every player has passed.
        if self.step == "end" and self.player(self.active).monarch:
            self.draw(self.player(self.active))
        # 726.2: "At the beginning of the upkeep of the player who has the initiative, that player ventures into
        # Undercity." Resolved as the upkeep ends, as above; the first venture enters Secret Entrance (701.49a).
        if self.step == "upkeep" and self.player(self.active).initiative:
            holder = self.player(self.active)
            if holder.dungeon_room is not None:
                raise Unsupported("venturing past Undercity's first room is not implemented")
            holder.dungeon_room = "Secret Entrance"  # its search may find nothing (701.19b), and does here
        index = STEPS.index(self.step)
        if index == len(STEPS) - 1:
            seats = [p.id for p in self.players]
            position = seats.index(self.active)
            for k in range(1, len(seats) + 1):
                candidate = self.player(seats[(position + k) % len(seats)])
                if candidate.in_game:
                    self.active = candidate.id
                    break
            self.turn_number += 1
            self.step = "untap"
        else:
            self.step = STEPS[index + 1]
        self.begin_step()

    def refuse_static_choices(self, entries):
        """An advance's staticChoices answer a static ability that asks its controller on the way
        ("You may choose not to untap [this] during your untap step", 502.3). None of this engine's
        cards has such an ability, so it can't honour one: it answers "unsupported" (docs/PROTOCOL.md)
        rather than ignoring the choice and playing the catalogue's default."""
        for entry in entries:
            source = next((o for o in self.objects if o.id == entry.get("source")), None)
            card = source.card if source else "no such object"
            raise Unsupported(
                f'staticChoices: {entry.get("source")} ({card}) has no static ability '
                f'"{entry.get("ability")}" that offers a choice in this engine'
            )

    def advance(self, to):
        """Passes priority until the given step begins (of the given player's turn, if named)."""
        for _ in range(500):
            self.next_step()
            # 502.4: no player gets priority in the untap step, so no state-based actions there.
            if self.step != "untap":
                self.state_based_actions()
            if self.step == to["step"] and to.get("turnOf") in (None, self.active):
                return
        raise Unsupported(f"could not reach {to} within 500 steps")

    def draw(self, player):
        if player.library > 0:
            player.library -= 1
            player.hand += 1
            return
        named = next((o for o in self.objects if o.exists and o.zone == "library" and o.owner == player.id), None)
        if named is not None:
            named.zone = "hand"
        else:
            player.drew_from_empty_library = True

    # -- State-based actions (704.5), repeated until none applies (704.3) --

    def state_based_actions(self):
        while True:
            changed = False
            for p in self.players:
                if p.in_game and (p.life <= 0 or p.drew_from_empty_library):  # 704.5a, 704.5b
                    p.in_game = False
                    changed = True
            for o in self.phased_in_permanents():
                plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
                if plus > 0 and minus > 0:  # +1/+1 and -1/-1 counters annihilate in pairs
                    o.counters["+1/+1"], o.counters["-1/-1"] = plus - min(plus, minus), minus - min(plus, minus)
                    changed = True
                if o.creature() and (o.toughness() <= 0 or 0 < o.toughness() <= o.damage):  # 704.5f, 704.5g
                    self.put_into_graveyard(o)
                    changed = True
            for o in self.objects:
                if o.exists and o.token and o.zone != "battlefield":  # 704.5d
                    o.exists = False
                    changed = True
            if not changed:
                self.ascend()
                return

    def ascend(self):
        """702.131b: ten or more permanents that exist (702.26b) and a phased-in permanent with ascend."""
        for p in self.players:
            mine = [o for o in self.phased_in_permanents() if o.controller == p.id]
            if any(CARDS[o.card].get("ascend") for o in mine) and len(mine) >= 10:
                p.citys_blessing = True

    def put_into_graveyard(self, o):
        self.move(o, "graveyard")

    def move(self, o, zone):
        # Leaving the battlefield makes a new object with no memory of its old one (400.7), in its
        # owner's zone.
        o.zone = zone
        o.tapped, o.damage, o.counters, o.phased, o.pumped = False, 0, {}, None, (0, 0)
        o.prepared = False  # a designation of the permanent, not of the card
        o.controller = o.owner

    # -- Actions --

    def perform(self, action, checkpoints):
        kind = action["do"]
        if action.get("triggers"):
            raise Unsupported("triggered abilities are not implemented")
        if kind == "checkpoint":
            checkpoints[action["name"]] = self.observe()
            return
        if kind == "advance":
            self.refuse_static_choices(action.get("staticChoices", []))
            self.discards = {p: list(ids) for p, ids in action.get("discards", {}).items()}
            try:
                self.advance(action["to"])
            finally:
                self.discards = {}
            return
        if kind == "phaseOut":
            self.phase_out([self.permanent(i) for i in action["objects"]])
        elif kind == "phaseIn":
            self.phase_in([self.permanent(i) for i in action["objects"]])
        elif kind == "tap":
            for o in [self.permanent(i) for i in action["objects"]]:
                if o.phased_in():  # 702.26b: a phased-out permanent can't be affected
                    o.tapped = not action.get("untap", False)
        elif kind in MOVES_TO:
            # Destroy, exile, return to hand, put on top of library, sacrifice (each by its controller,
            # 701.21a): none of this engine's cards is indestructible, so destroying is sacrificing here.
            for o in [self.permanent(i) for i in action["objects"]]:
                if o.phased_in():  # 702.26b: a phased-out permanent can't be affected
                    self.move(o, MOVES_TO[kind])
        elif kind == "putCounters":
            for o in [self.permanent(i) for i in action["objects"]]:
                if o.phased_in():
                    for counter, n in action["counters"].items():
                        o.counters[counter] = o.counters.get(counter, 0) + n
        elif kind == "pump":
            # 702.26e: a phased-out permanent is not in the set a resolving effect modifies, even if named.
            for o in [self.permanent(i) for i in action["objects"]]:
                if o.phased_in():
                    o.pumped = (o.pumped[0] + action["power"], o.pumped[1] + action["toughness"])
        elif kind == "skipNextUntapStep":
            self.player(action["player"]).skip_untap_steps += 1
        else:
            raise Unsupported(f'action "{kind}" is not implemented')
        # A player would receive priority after the action: state-based actions first (704.3).
        self.state_based_actions()

    # -- Observation (schema/observation.schema.json) --

    def observe(self):
        players = []
        for p in self.players:
            def named(zone, player_id=p.id):
                return sum(1 for o in self.objects if o.exists and o.owner == player_id and o.zone == zone and not o.token)
            players.append({
                "id": p.id, "life": p.life, "handSize": p.hand + named("hand"),
                "librarySize": p.library + named("library"), "graveyardSize": p.graveyard + named("graveyard"),
                "inGame": p.in_game, "citysBlessing": p.citys_blessing, "monarch": p.monarch,
                "initiative": p.initiative,
                **({"dungeonRoom": p.dungeon_room} if p.dungeon_room is not None else {}),
            })
        objects = []
        for o in self.objects:
            if not o.exists:
                continue  # a token that ceased to exist is not observed at all
            seen = {"id": o.id, "card": o.card, "zone": o.zone, "owner": o.owner, "token": o.token}
            if o.zone == "battlefield":
                seen.update({
                    "controller": o.controller, "tapped": o.tapped,
                    "phased": "in" if o.phased is None else dict(o.phased),
                    "counters": {k: n for k, n in o.counters.items() if n > 0},
                    "damage": o.damage, "attachedTo": None, "combat": "none",
                })
                if o.creature():
                    seen.update({"power": o.power(self.player(o.controller).citys_blessing), "toughness": o.toughness()})
                if o.prepared:
                    seen["prepared"] = True
            objects.append(seen)
        snapshot = {"players": players, "objects": objects, "triggers": []}
        if self.day_night is not None:
            snapshot["dayNight"] = self.day_night  # absent means neither
        return snapshot


def run_fixture(request):
    """Builds the setup, performs the actions, observes: the answer to one run message."""
    game = Game(request)
    fates, checkpoints = [], {}
    for action in request["actions"]:
        try:
            game.perform(action, checkpoints)
            fates.append({"status": "ok"})
        except Rejected as e:
            fates.append({"status": "rejected", "reason": str(e)})
    checkpoints["end"] = game.observe()
    return {"actions": fates, "checkpoints": checkpoints}


# --- The protocol (docs/PROTOCOL.md) -----------------------------------------------------------------


def send(message):
    PROTOCOL_OUT.write(json.dumps(message, separators=(",", ":")) + "\n")
    PROTOCOL_OUT.flush()  # the harness waits for this line: never leave it in a buffer


def log(text):
    sys.stderr.write(f"engine.py: {text}\n")
    sys.stderr.flush()


def main():
    for raw in sys.stdin:
        line = raw.strip()
        if not line:
            continue
        try:
            message = json.loads(line)
        except json.JSONDecodeError as e:
            log(f"not a protocol message ({e}): {line[:200]}")
            return 2  # the harness never sends this: say so loudly instead of guessing
        cmd = message.get("cmd")
        if cmd == "start":
            if PROTOCOL_VERSION not in message.get("protocols", []):
                log(f"the harness offers protocol versions {message.get('protocols')}; this engine speaks {PROTOCOL_VERSION}")
            # Answer with the version spoken even if it was not offered: the harness explains the mismatch.
            # "pipeline": this loop reads its input line by line and answers each run in order, so
            # the harness may send the next runs before an answer is written. Leave it out if your
            # engine reads its input in any other way.
            send({"protocol": PROTOCOL_VERSION, "engine": ENGINE_INFO, "pipeline": True})
        elif cmd == "run":
            seq = message["seq"]
            try:
                send({"seq": seq, "observation": run_fixture(message["request"])})
            except Unsupported as e:
                send({"seq": seq, "error": {"kind": "unsupported", "message": str(e)}})
            except Exception as e:  # the engine's own bug: report it for this fixture and keep serving
                traceback.print_exc()
                send({"seq": seq, "error": {"kind": "internal", "message": f"{type(e).__name__}: {e}"}})
        elif cmd == "stop":
            return 0
        else:
            log(f"unknown cmd {cmd!r}")
            return 2
    return 0  # end of input means stop


if __name__ == "__main__":
    sys.exit(main())
