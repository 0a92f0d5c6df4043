"""The Hand of War engine.

Hidden information is modelled so that every player's knowledge is exact:

- Every face-down card carries a **pool** label, which everyone can follow: pool 0 is the deal, and
  pool k is the k-th batch of Spoils shuffled under a Reserve (the Spoils were seen by everyone, so
  the cards of a pool are known, only not their order). Labels travel with the cards when they are
  drawn, swapped or deployed.
- Each player **tracks** the cards whose place it knows beyond that: the opponent's first hand (shown
  at the start), cards seen with the Researcher or the Spy. Tracking follows a card through every
  public move until the card is revealed.

So what a player cannot see is exactly: which of the untracked cards of each pool lies in which
untracked place of that pool, and the opponent's face-down choice this round. ``resample`` redraws
exactly that, starting from a sorted list, so its result depends only on what the player can see.

The engine keeps cards as their :attr:`~wartable.core.cards.Card.code` (small integers that order
like the cards), which makes sorting, comparing and tracking cheap for tree search; cards become
:class:`Card` values again wherever they leave the state (views, events, records).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Self

from wartable.core.actions import ActionSpace, Segment
from wartable.core.cards import Card, Colour, Deck, Suit, format_cards
from wartable.core.errors import CardParseError, IllegalActionError, RecordError
from wartable.core.events import Audience, Event, Viewer
from wartable.core.fields import (
    CARD_CODE,
    INT,
    RNG,
    Counters,
    derived,
    fixed,
    list_of,
    optional,
    pair,
    per_seat,
    set_of,
    stored,
)
from wartable.core.jsonable import JSON
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, DeclaredState, Observation, View
from wartable.variants.hand_of_war.events import (
    BattleWon,
    CardDeployed,
    CardsDrawn,
    CardsRevealed,
    GameOver,
    Power,
    PowerUsed,
    ReservesSwapped,
    RoundStarted,
    SpoilsShuffledIn,
    Tied,
    seat_name,
)
from wartable.variants.hand_of_war.options import AtLimit, HandOfWarOptions, Twins

HAND_SIZE = 3
SWAP_SIZE = 5
DEPLOY_PROMPT = "Choose a card from your hand to deploy face down"
POWERS = {2: Power.RESEARCHER, 3: Power.ENGINEER, 4: Power.SPY}

HAND_STRENGTH_WEIGHT = 8.0
"""What a hand's strength is worth in cards held, in :meth:`HandOfWarState.evaluate`: a 10 kept in
hand instead of a card of average strength counts as 2.8 cards. Measured against the heuristic with
``ismcts`` searching one round ahead (``search_horizon``): the lead in cards after 40 rounds went
from -13% of the deck (cards held alone) to -9%, -2% and +2% with weights 2, 4 and 8."""

Slot = tuple[int, int]
"""A face-down card (its code) and the pool it came from."""
_SLOT = fixed(CARD_CODE, INT)
"""A slot as JSON: ``["7H", 2]``."""
_SLOTS = pair(list_of(_SLOT))
_COUNTERS = Counters("ties", "twins", "shuffles")
"""The counters of :meth:`HandOfWarState.summary` besides ``rounds``."""


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Deploy this card from the hand. Text: the card, e.g. ``7H``."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


_SPACE = ActionSpace(
    [
        Segment(
            Deploy,
            len(Deck.forty().distinct),
            lambda action: Deck.forty().card_id(action.card),
            "the card among the 40, ranks 1-10 each in clubs, diamonds, hearts, spades (1C = 0)",
        )
    ]
)


_CARDS: dict[int, Card] = {
    card.code: card for card in (Card.of(rank, suit) for rank in range(1, 100) for suit in Suit)
}
"""Every card by its code."""
_DEPLOYS: dict[int, Deploy] = {code: Deploy(card) for code, card in _CARDS.items()}
"""The one Deploy of each card that ``decisions`` hands out, so that ``_apply`` finds it fast."""
_RANKS: dict[int, int] = {code: card.rank for code, card in _CARDS.items()}
_COLOURS: dict[int, Colour] = {code: card.colour for code, card in _CARDS.items()}
_POWERS: dict[int, Power] = {
    code: POWERS[card.rank] for code, card in _CARDS.items() if card.rank in POWERS
}


def _cards(codes: Iterable[int]) -> tuple[Card, ...]:
    return tuple([_CARDS[code] for code in codes])


def _slot_cards(slots: Iterable[Slot]) -> tuple[Card, ...]:
    return tuple([_CARDS[card] for card, _ in slots])


def _drawn(player: int, hand: list[Slot], held_before: int) -> CardsDrawn:
    """The event of ``player`` drawing the cards of its hand after the first ``held_before``,
    which only that player sees (built only for a state that emits events)."""
    drawn = _slot_cards(hand[held_before:])
    return CardsDrawn(player, len(drawn), drawn, audience=Audience.only(player))


def _power_used(player: int, power: Power, seen: list[int]) -> PowerUsed:
    """The event of ``player`` looking at the ``seen`` cards with ``power``."""
    return PowerUsed(player, power, _cards(seen), audience=Audience.only(player))


def _deploys(hand: Iterable[Slot]) -> tuple[Action, ...]:
    """The actions of deploying each card of ``hand``, in its order."""
    return tuple([_DEPLOYS[card] for card, _ in hand])


@dataclass(frozen=True, slots=True)
class HandOfWarView(View):
    """What one viewer knows between two moves.

    Per seat: ``hand_counts`` (the opponent's includes a card it may have deployed this round,
    which the viewer cannot tell apart from its hand), ``known_in_hand`` (cards the viewer knows are
    in that hand), ``hand_pools`` (the pool of each card of that hand, sorted), ``reserves`` (top
    first: a card where the viewer knows it, else ``None``) with ``reserve_pools``, and the Spoils.
    """

    seat: int | None
    round: int
    options: str
    hand: tuple[Card, ...]
    deployed: Card | None
    hand_counts: tuple[int, int]
    known_in_hand: tuple[tuple[Card, ...], tuple[Card, ...]]
    hand_pools: tuple[tuple[int, ...], tuple[int, ...]]
    reserves: tuple[tuple[Card | None, ...], tuple[Card | None, ...]]
    reserve_pools: tuple[tuple[int, ...], tuple[int, ...]]
    spoils: tuple[tuple[Card, ...], tuple[Card, ...]]
    middle: tuple[Card, ...]
    cards_held: tuple[int, int]
    powers: bool = True
    """Whether powers and twins are in play (the option ``powers_and_twins``)."""

    def describe(self) -> str:
        lines = [f"Round {self.round + 1}; middle: {format_cards(self.middle) or '-'}"]
        for player in (0, 1):
            you = " (you)" if player == self.seat else ""
            known = [c for c in self.reserves[player] if c is not None]
            lines.append(
                f"{seat_name(player)}{you}: {self.cards_held[player]} cards; hand"
                f" {self.hand_counts[player]}, reserves {len(self.reserves[player])}"
                f" (known: {format_cards(known) or '-'}), spoils {len(self.spoils[player])}"
            )
            if player != self.seat and self.known_in_hand[player]:
                lines.append(f"  known in hand: {format_cards(self.known_in_hand[player])}")
        if self.seat is not None:
            lines.append(f"Your hand: {format_cards(self.hand) or '-'}")
            if self.deployed is not None:
                lines.append(f"You deployed {self.deployed} face down")
        return "\n".join(lines)

    def label(self, action: Action) -> str:
        return f"Deploy {action.card.pretty()}" if isinstance(action, Deploy) else str(action)


class HandOfWarState(DeclaredState[HandOfWarOptions]):
    """A game of Hand of War. Create it with ``new_game("hand-of-war", options, seed)``."""

    variant_id = "hand-of-war"
    version = 1
    length_metric = "rounds"
    search_horizon = 1
    """A search plays one round past its tree and trusts :meth:`evaluate`: what the hand holds
    says more about the rounds to come than rounds played with every hidden card guessed."""

    _rng: Rng = stored(RNG, "rng")
    _hands: tuple[list[Slot], list[Slot]] = stored(_SLOTS, "hands", factory=per_seat(list))
    """Each player's hand, sorted."""
    _reserves: tuple[list[Slot], list[Slot]] = stored(_SLOTS, "reserves", factory=per_seat(list))
    """Each player's Reserves, top first."""
    _spoils: tuple[list[int], list[int]] = stored(
        pair(list_of(CARD_CODE, text=True)), "spoils", factory=per_seat(list)
    )
    _middle: list[int] = stored(list_of(CARD_CODE, text=True), "middle", factory=list)
    """Cards waiting in the middle after ties."""
    _deployed: list[Slot | None] = stored(
        list_of(optional(_SLOT)), "deployed", factory=lambda: [None, None]
    )
    """Each player's card deployed this round, if any."""
    _tracked: tuple[set[int], set[int]] = stored(
        pair(set_of(CARD_CODE, text=True)), "tracked", factory=per_seat(set)
    )
    """The cards each player knows the place of (see the module docstring)."""
    _pools_made: int = stored(INT, "pools_made", default=0)
    _turn: int = stored(INT, "round", default=0)
    _counters: dict[str, int] = stored(_COUNTERS, "counters", factory=_COUNTERS.zeros)

    @derived
    def _options_text(self) -> str:
        return self._options.to_string()

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        super().__init__(options, seed, quiet=quiet)
        self._rng = Rng(seed)

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        state = cls(options, seed, quiet=quiet)
        cards = [card.code for card in Deck.forty().cards]
        state._rng.shuffle(cards)
        half = len(cards) // 2
        for player, pile in enumerate((cards[:half], cards[half:])):
            state._reserves[player].extend((card, 0) for card in pile)
        if state._options.hand:
            for player in (0, 1):
                state._draw(player, HAND_SIZE)
                state._tracked[1 - player].update(card for card, _ in state._hands[player])
            state._take_events()  # the opening hands are part of the set-up, not events
        return state

    @classmethod
    def from_position(
        cls,
        options: HandOfWarOptions,
        *,
        hands: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
        reserves: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
        spoils: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
        middle: Sequence[Card] = (),
        shown: bool = True,
        seed: int = 0,
        quiet: bool = False,
    ) -> Self:
        """A game from a given position, for scripted deals in tests and analysis.

        Reserves are top first; all face-down cards are of pool 0; with ``shown`` each player
        knows the other's hand, as after the seed's opening. Cards need not make a whole deck.
        """
        state = cls(options, seed, quiet=quiet)
        for player in (0, 1):
            state._hands[player].extend(sorted((card.code, 0) for card in hands[player]))
            state._reserves[player].extend((card.code, 0) for card in reserves[player])
            state._spoils[player].extend(card.code for card in spoils[player])
            if shown:
                state._tracked[1 - player].update(card.code for card in hands[player])
        state._middle.extend(card.code for card in middle)
        return state

    # -- facts --------------------------------------------------------------------------------

    def hand(self, player: int) -> tuple[Card, ...]:
        """A player's hand, sorted (the whole truth; not for agents)."""
        return _slot_cards(self._hands[player])

    def reserves(self, player: int) -> tuple[Card, ...]:
        """A player's Reserves, top first (the whole truth; not for agents)."""
        return _slot_cards(self._reserves[player])

    def spoils(self, player: int) -> tuple[Card, ...]:
        """A player's Spoils."""
        return _cards(self._spoils[player])

    @property
    def middle(self) -> tuple[Card, ...]:
        """Cards waiting in the middle after ties."""
        return _cards(self._middle)

    def cards_held(self) -> tuple[int, int]:
        """Cards each player holds: hand, Reserves, Spoils and a card deployed this round."""
        return (self._held(0), self._held(1))

    def _held(self, player: int) -> int:
        deployed = self._deployed[player] is not None
        return (
            len(self._hands[player])
            + len(self._reserves[player])
            + len(self._spoils[player])
            + deployed
        )

    def initial_deal(self) -> dict[str, JSON]:
        """Each seat's Reserves, top first, and opening hand (``"QH"``, as deploys are written)."""
        seats = (0, 1)
        return {
            "reserves": [[str(card) for card in self.reserves(seat)] for seat in seats],
            "hands": [[str(card) for card in self.hand(seat)] for seat in seats],
        }

    def summary(self) -> Mapping[str, int]:
        return {"rounds": self._turn, **self._counters}

    def evaluate(self, player: int) -> float:
        """The payoff once over; else the lead in cards held plus the lead in hand strength, over
        the cards held by both, within [-1, 1].

        A card's strength is the share of the deck it beats; a hand's strength is how far its
        cards' strengths stand above the deck's average, weighted by :data:`HAND_STRENGTH_WEIGHT`.
        Cards held count alike wherever they lie, but only the hand is there to choose from: a
        strong card kept in hand wins later battles, and one spent on a small pot is gone to the
        Spoils for a while."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        mine, theirs = self._held(player), self._held(1 - player)
        strength = _STRENGTH[self._options.one_beats_ten]
        hands = self._hands
        hand_lead = sum(strength[_RANKS[code]] for code, _ in hands[player]) - sum(
            strength[_RANKS[code]] for code, _ in hands[1 - player]
        )
        hand_lead -= _AVERAGE_STRENGTH * (len(hands[player]) - len(hands[1 - player]))
        lead = (mine - theirs + HAND_STRENGTH_WEIGHT * hand_lead) / max(1, mine + theirs)
        return max(-1.0, min(1.0, lead))

    def _decide(self) -> tuple[Decision, ...]:
        if self._outcome is not None or not self._options.hand:
            return ()
        deployed, hands = self._deployed, self._hands
        return tuple(
            [
                Decision(player, DEPLOY_PROMPT, _deploys(hands[player]))
                for player in (0, 1)
                if deployed[player] is None
            ]
        )

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        return _SPACE

    def legal_actions(self, player: int) -> tuple[Action, ...]:
        if (
            self._outcome is not None
            or not self._options.hand
            or player not in (0, 1)
            or self._deployed[player] is not None
        ):
            return ()
        return _deploys(self._hands[player])

    def parse_action(self, player: int, text: str) -> Action:
        """Read a card of the hand (``7H``; ``1S`` or ``AS`` for the ace) or its place in the
        sorted hand (``2``)."""
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"{seat_name(player)} has nothing to decide now")
        if text.strip().isdigit():
            index = int(text) - 1
            if 0 <= index < len(legal):
                return legal[index]
            raise IllegalActionError(
                f"there is no card {text.strip()} in the hand (1-{len(legal)})"
            )
        try:
            card = Deck.forty().parse_card(text.strip())
        except CardParseError as exc:
            raise IllegalActionError(f"cannot read action {text!r}: {exc}") from None
        action = Deploy(card)
        if action not in legal:
            hand = ", ".join(str(a) for a in legal)
            raise IllegalActionError(f"{card} is not in {seat_name(player)}'s hand ({hand})")
        return action

    # -- acting -------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        assert isinstance(action, Deploy)
        hand = self._hands[player]
        self._deployed[player] = hand.pop(_place_in_hand(hand, action))
        if self._out is not None:
            self._emit(CardDeployed, player, action.card, audience=Audience.only(player))
        if self._deployed[1 - player] is not None:
            self._play_round()
        return self._take_events()

    def _advance(self) -> tuple[Event, ...]:
        for player in (0, 1):
            self._deployed[player] = self._reserves[player].pop(0)
        self._play_round()
        return self._take_events()

    def run(self) -> tuple[Event, ...]:
        events: list[Event] = []
        while self._outcome is None and not self.decisions():
            events.extend(self._advance())
        return tuple(events)

    def _play_round(self) -> None:
        """Everything after both cards are down: draw, battle, powers, and the end of the round."""
        options = self._options
        self._turn += 1
        if self._out is not None:
            self._emit(RoundStarted, self._turn)
        if options.hand:
            for player in (0, 1):
                self._draw(player, HAND_SIZE - len(self._hands[player]))
        first_slot, second_slot = self._deployed
        assert first_slot is not None and second_slot is not None
        first, second = first_slot[0], second_slot[0]
        self._deployed = [None, None]
        for tracked in self._tracked:
            tracked.discard(first)
            tracked.discard(second)
        if self._out is not None:
            self._emit(CardsRevealed, (_CARDS[first], _CARDS[second]))
        self._battle(first, second)
        if options.powers_and_twins:
            self._powers(first, second)
        self._end_round()

    def _battle(self, first: int, second: int) -> None:
        self._middle.extend((first, second))
        rank, other_rank = _RANKS[first], _RANKS[second]
        if rank == other_rank:
            twins = self._are_twins(first, second)
            self._counters["ties"] += 1
            if self._out is not None:
                self._emit(Tied, twins, len(self._middle))
            if twins:
                self._counters["twins"] += 1
                self._swap_reserves()
            return
        winner = 0 if self._beats(rank, other_rank) else 1
        if self._out is not None:
            self._emit(BattleWon, winner, len(self._middle))
        self._spoils[winner].extend(self._middle)
        self._middle.clear()

    def _beats(self, rank: int, other_rank: int) -> bool:
        if self._options.one_beats_ten and (rank, other_rank) in ((1, 10), (10, 1)):
            return rank == 1
        return rank > other_rank

    def _are_twins(self, first: int, second: int) -> bool:
        rule = self._options.twins
        if not self._options.powers_and_twins or rule is Twins.NEVER:
            return False
        return rule is Twins.SAME_RANK or _COLOURS[first] is _COLOURS[second]

    def _swap_reserves(self) -> None:
        for player in (0, 1):
            if len(self._reserves[player]) < SWAP_SIZE:
                self._shuffle_in(player)
        first, second = self._reserves
        counts = (min(SWAP_SIZE, len(first)), min(SWAP_SIZE, len(second)))
        first_top, second_top = first[: counts[0]], second[: counts[1]]
        first[: counts[0]] = second_top
        second[: counts[1]] = first_top
        self._emit(ReservesSwapped, counts)

    def _powers(self, first: int, second: int) -> None:
        """Looks see the Reserves as the battle left them; then the Engineers draw."""
        powers = (_POWERS.get(first), _POWERS.get(second))
        if powers == (None, None):
            return
        for player, power in enumerate(powers):
            if power is Power.RESEARCHER:
                seen = [card for card, _ in self._reserves[player][:2]]
            elif power is Power.SPY:
                seen = [card for card, _ in self._reserves[1 - player][:1]]
            else:
                continue
            self._tracked[player].update(seen)
            if self._out is not None:
                self._emit(_power_used, player, power, seen)
        if not self._options.hand:
            return
        for player, power in enumerate(powers):
            if power is Power.ENGINEER:
                if self._out is not None:
                    self._emit(PowerUsed, player, Power.ENGINEER, ())
                self._draw(player, 1)

    def _end_round(self) -> None:
        options = self._options
        if options.end_when_reserves_empty and not all(self._reserves):
            spoils = (len(self._spoils[0]), len(self._spoils[1]))
            winner = None if spoils[0] == spoils[1] else int(spoils[1] > spoils[0])
            self._finish(Outcome.of(winner, "reserves_empty", spoils))
            return
        if self._turn >= options.max_turns:
            held = self.cards_held()
            winner = None
            if options.at_limit is AtLimit.MOST_CARDS and held[0] != held[1]:
                winner = int(held[1] > held[0])
            self._finish(Outcome(winner, Termination.TURN_LIMIT, _floats(held)))
            return
        self._prepare_deploy()

    def _prepare_deploy(self) -> None:
        """Make sure each player can deploy (an empty hand draws; empty Reserves take the Spoils);
        a player who still cannot deploy loses."""
        sources = self._hands if self._options.hand else self._reserves
        if sources[0] and sources[1]:
            return
        for player in (0, 1):
            if not sources[player]:
                if self._options.hand:
                    self._draw(player, HAND_SIZE)
                else:
                    self._shuffle_in(player)
        able = [bool(sources[0]), bool(sources[1])]
        if all(able):
            return
        held = _floats(self.cards_held())
        if not any(able):
            self._finish(Outcome.of(None, "exhausted", held))
        else:
            self._finish(Outcome.of(able.index(True), "all_cards", held))

    def _draw(self, player: int, count: int) -> None:
        reserves, hand = self._reserves[player], self._hands[player]
        held_before = len(hand)
        for _ in range(count):
            if not reserves:
                self._shuffle_in(player)
                if not reserves:
                    break
            hand.append(reserves.pop(0))
        if self._out is not None and len(hand) > held_before:
            self._emit(_drawn, player, hand, held_before)
        hand.sort()

    def _shuffle_in(self, player: int) -> None:
        """Shuffle the Spoils and put them under the Reserves (never under variation 4)."""
        spoils = self._spoils[player]
        if not spoils or self._options.end_when_reserves_empty:
            return
        self._rng.shuffle(spoils)
        self._pools_made += 1
        pool = self._pools_made
        self._reserves[player].extend([(card, pool) for card in spoils])
        self._emit(SpoilsShuffledIn, player, len(spoils))
        spoils.clear()
        self._counters["shuffles"] += 1

    def _finish(self, outcome: Outcome) -> None:
        self._outcome = outcome
        self._emit(GameOver, outcome)

    # -- views and copies ---------------------------------------------------------------------

    def observe(self, viewer: Viewer) -> Observation[HandOfWarView]:
        tracked = self._tracked[viewer] if viewer is not None else set()

        def hand_and_choice(player: int) -> list[Slot]:
            """A hand as others see it: with the card deployed this round still in it."""
            deployed = self._deployed[player]
            if deployed is not None and player != viewer:
                return [*self._hands[player], deployed]
            return self._hands[player]

        def known_in_hand(player: int) -> tuple[Card, ...]:
            slots = hands[player]
            if player == viewer:
                return _cards(sorted([card for card, _ in slots]))
            return _cards(sorted([card for card, _ in slots if card in tracked]))

        def reserves(player: int) -> tuple[Card | None, ...]:
            return tuple(
                [_CARDS[card] if card in tracked else None for card, _ in self._reserves[player]]
            )

        hands = (hand_and_choice(0), hand_and_choice(1))
        own_deployed = self._deployed[viewer] if viewer is not None else None
        view = HandOfWarView(
            seat=viewer,
            round=self._turn,
            options=self._options_text,
            hand=self.hand(viewer) if viewer is not None else (),
            deployed=_CARDS[own_deployed[0]] if own_deployed is not None else None,
            hand_counts=(len(hands[0]), len(hands[1])),
            known_in_hand=(known_in_hand(0), known_in_hand(1)),
            hand_pools=(_sorted_pools(hands[0]), _sorted_pools(hands[1])),
            reserves=(reserves(0), reserves(1)),
            reserve_pools=(_pools(self._reserves[0]), _pools(self._reserves[1])),
            spoils=(_cards(sorted(self._spoils[0])), _cards(sorted(self._spoils[1]))),
            middle=_cards(self._middle),
            cards_held=self.cards_held(),
            powers=self._options.powers_and_twins,
        )
        return self._observation(viewer, self._turn, view)

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self._sample_copy()
        copy._rng = rng.spawn()
        other = 1 - player
        withdrawn = copy._deployed[other]
        if withdrawn is not None:
            copy._hands[other].append(withdrawn)
            copy._deployed[other] = None
        tracked = copy._tracked[player]
        # per pool: the hidden places (zone and index) in order, and the cards in them
        hidden: dict[int, tuple[list[tuple[list[Slot], int]], list[int]]] = {}
        for zone in (copy._hands[other], copy._reserves[0], copy._reserves[1]):
            for index, (card, pool) in enumerate(zone):
                if card not in tracked:
                    group = hidden.get(pool)
                    if group is None:
                        group = hidden[pool] = ([], [])
                    group[0].append((zone, index))
                    group[1].append(card)
        for pool in sorted(hidden):
            places, cards = hidden[pool]
            cards.sort()
            rng.shuffle(cards)
            for (zone, index), card in zip(places, cards, strict=True):
                zone[index] = (card, pool)
        copy._hands[other].sort()
        return copy

    def _verify_loaded(self) -> None:
        everywhere = [
            *(c for zone in (*self._hands, *self._reserves) for c, _ in zone),
            *self._spoils[0],
            *self._spoils[1],
            *self._middle,
            *(d[0] for d in self._deployed if d is not None),
        ]
        if Counter(everywhere) != Counter(card.code for card in Deck.forty().cards):
            raise RecordError("the cards in the state are not exactly one 40-card deck")
        if len(self._deployed) != 2:
            raise RecordError("a state has exactly two deployed places")


def _place_in_hand(hand: list[Slot], action: Deploy) -> int:
    """The index of the first card of ``hand`` that ``action`` deploys."""
    for index, (card, _) in enumerate(hand):
        if _DEPLOYS[card] is action:  # the usual case: an action taken from ``decisions``
            return index
    wanted = action.card.code
    return next(index for index, (card, _) in enumerate(hand) if card == wanted)


def _pools(zone: Sequence[Slot]) -> tuple[int, ...]:
    return tuple([pool for _, pool in zone])


def _sorted_pools(zone: Sequence[Slot]) -> tuple[int, ...]:
    return tuple(sorted([pool for _, pool in zone]))


def _floats(values: tuple[int, int]) -> tuple[float, float]:
    return float(values[0]), float(values[1])


def _strengths(one_beats_ten: bool) -> dict[int, float]:
    """Each rank's share of the deck it beats (4 cards a rank)."""

    def beats(rank: int, other: int) -> bool:
        if one_beats_ten and {rank, other} == {1, 10}:
            return rank == 1
        return rank > other

    ranks = range(1, 11)
    return {rank: sum(beats(rank, other) for other in ranks) / len(ranks) for rank in ranks}


_STRENGTH = {rule: _strengths(rule) for rule in (False, True)}
_AVERAGE_STRENGTH = 0.45
"""A rank's average strength, 4.5 of the 10 ranks beaten, whether or not a 1 beats a 10."""
