"""The classic War engine: play stacks, won piles, battles and wars, and the solitaire chooser."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Self

from wartable.core.actions import ActionSpace, Segment
from wartable.core.cards import Card, format_cards
from wartable.core.errors import CardParseError, IllegalActionError, RecordError
from wartable.core.events import EVERYONE, NOBODY, Audience, Event, Viewer
from wartable.core.fields import (
    BYTES,
    CARD_CODE,
    INT,
    RNG,
    deque_of,
    derived,
    dict_of,
    pair,
    stored,
    tuple_of,
)
from wartable.core.jsonable import JSON
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, DeclaredState, Observation, View
from wartable.core.words import counted
from wartable.variants.classic.events import (
    BattleStarted,
    BattleWon,
    CardPlayed,
    CardsCollected,
    ChoiceMade,
    GameOver,
    PileTurnedOver,
    PlayerShort,
    WarStarted,
    seat_name,
)
from wartable.variants.classic.options import (
    AtLimit,
    ClassicOptions,
    CollectOrder,
    DeckName,
    WarShort,
    WonCardsTo,
)

CHOOSE_PROMPT = "Choose the card of your play stack to play"

_PILES = pair(deque_of(CARD_CODE, text=True))
"""Two piles of card codes, written as two strings of cards (``"QH 2S ..."``)."""


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play the card at ``position`` of one's play stack (0 = top). Text: ``QH@3`` (1-based)."""

    position: int
    card: Card

    kind = "play"

    def __str__(self) -> str:
        return f"{self.card}@{self.position + 1}"


@cache
def _action_space(deck: DeckName) -> ActionSpace:
    return ActionSpace(
        [
            Segment(
                PlayCard,
                len(deck.deck().cards),
                lambda action: action.position,
                "the card's place in the play stack, 0 = the top card",
            )
        ]
    )


@dataclass(frozen=True, slots=True)
class ClassicView(View):
    """What one viewer may know of a classic game between battles.

    ``own_stack`` and ``own_won`` (top first, and first to be turned over first) are given only to a
    player who chooses its cards, as the seed lets it look at all of its own cards; everyone else
    sees only how many cards each pile holds. Choices are secret: ``has_chosen`` is the viewer's own.
    """

    seat: int | None
    chooses: bool
    deck: str
    battles: int
    stack_counts: tuple[int, int]
    won_counts: tuple[int, int]
    own_stack: tuple[Card, ...] | None
    own_won: tuple[Card, ...] | None
    has_chosen: bool

    def describe(self) -> str:
        lines = [f"After {counted(self.battles, 'battle')}"]
        for player in (0, 1):
            you = " (you)" if player == self.seat else ""
            total = self.stack_counts[player] + self.won_counts[player]
            lines.append(
                f"{seat_name(player)}{you}: {total} cards ({self.stack_counts[player]} in stack,"
                f" {self.won_counts[player]} won)"
            )
        if self.has_chosen:
            lines.append("You have chosen your card")
        if self.own_stack is not None:
            lines.append(f"Your stack: {format_cards(self.own_stack)}")
        if self.own_won is not None:
            lines.append(f"Your won pile: {format_cards(self.own_won)}")
        return "\n".join(lines)

    def label(self, action: Action) -> str:
        if not isinstance(action, PlayCard):
            return str(action)
        where = (
            "your top card" if action.position == 0 else f"card {action.position + 1} of your stack"
        )
        return f"Play {action.card.pretty()} ({where})"


class ClassicState(DeclaredState[ClassicOptions]):
    """A game of classic War. Create it with ``new_game("classic", options, seed)``.

    Cards are kept as integer codes (:attr:`Card.code`) so that the hot loop compares integers;
    the public properties, views and events give :class:`Card` values.
    """

    variant_id = "classic"
    version = 1
    length_metric = "battles"

    _rng: Rng = stored(RNG, "rng")
    _stacks: tuple[deque[int], deque[int]] = stored(_PILES, "stacks")
    """The play stacks, top card first."""
    _won: tuple[deque[int], deque[int]] = stored(_PILES, "won")
    """The won piles, the card to come up first after turning over first."""
    _chosen: dict[int, int] = stored(dict_of(INT, keys=INT), "chosen", factory=dict)
    """The positions chosen by the seats that have chosen this battle."""
    _turn: int = stored(INT, "battles", default=0)
    _wars: int = stored(INT, "wars", default=0)
    _double_wars: int = stored(INT, "double_wars", default=0)
    # The cycle watch (see "cycle detection" below): the position saved, and Brent's schedule.
    _brent_ranks: tuple[bytes, ...] = stored(tuple_of(BYTES), "cycle.ranks", default=(), last=True)
    _brent_power: int = stored(INT, "cycle.power", default=1, last=True)
    _brent_length: int = stored(INT, "cycle.length", default=0, last=True)

    @derived
    def _brent_lengths(self) -> tuple[int, ...]:
        """The sizes of the piles saved in ``_brent_ranks``."""
        return tuple(len(ranks) for ranks in self._brent_ranks)

    @derived
    def _choosers(self) -> tuple[int, ...]:
        """The seats that choose their cards."""
        return self._options.chooser.seats()

    @derived
    def _watch_cycles(self) -> bool:
        """Whether positions can repeat (no chance after the deal), so cycles are watched for."""
        return self._options.deterministic_after_deal

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        super().__init__(options, seed, quiet=quiet)
        self._rng = Rng(seed)

    def _set_up(
        self, stacks: tuple[Iterable[int], Iterable[int]], won: tuple[Iterable[int], Iterable[int]]
    ) -> None:
        """Lay out the piles; turn over the won piles of empty stacks (no events: a set-up)."""
        self._stacks = (deque(stacks[0]), deque(stacks[1]))
        self._won = (deque(won[0]), deque(won[1]))
        if not self._refill_empty_stacks():
            self._outcome = self._outcome_if_someone_has_nothing()
        self._take_events()
        self._start_cycle_watch()

    # -- creation ---------------------------------------------------------------------------

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        state = cls(options, seed, quiet=quiet)
        codes = list(_deck_codes(state._options.deck))
        state._rng.shuffle(codes)
        state._set_up((codes[0::2], codes[1::2]), ((), ()))
        return state

    @classmethod
    def from_position(
        cls,
        options: ClassicOptions,
        stacks: tuple[Sequence[Card], Sequence[Card]],
        won: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
        *,
        seed: int = 0,
        quiet: bool = False,
    ) -> Self:
        """A game from a given position (play stacks top first, won piles oldest first).

        For scripted deals in tests and analysis; chance after the position comes from ``seed``.
        """
        state = cls(options, seed, quiet=quiet)
        state._set_up((_encode(stacks[0]), _encode(stacks[1])), (_encode(won[0]), _encode(won[1])))
        return state

    # -- facts --------------------------------------------------------------------------------

    @property
    def stacks(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Both play stacks, top card first (the whole truth; not for agents)."""
        return _decode(self._stacks[0]), _decode(self._stacks[1])

    @property
    def won_piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Both won piles, the card to come up first after turning over first."""
        return _decode(self._won[0]), _decode(self._won[1])

    def card_counts(self) -> tuple[int, int]:
        """How many cards each player holds (stack plus won pile)."""
        return (
            len(self._stacks[0]) + len(self._won[0]),
            len(self._stacks[1]) + len(self._won[1]),
        )

    def evaluate(self, player: int) -> float:
        """The payoff once over, else the share of cards held, scaled to [-1, 1]."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        counts = self.card_counts()
        return (counts[player] - counts[1 - player]) / (counts[0] + counts[1])

    def initial_deal(self) -> dict[str, JSON]:
        """Each play stack, top card first (``"KC"``, as plays are written: ``KC@1``)."""
        return {"stacks": [[str(card) for card in stack] for stack in self.stacks]}

    def summary(self) -> Mapping[str, int]:
        return {
            "battles": self._turn,
            "wars": self._wars,
            "double_wars": self._double_wars,
        }

    def _decide(self) -> tuple[Decision, ...]:
        if self._outcome is not None or not self._choosers:
            return ()
        decisions = []
        for seat in self._choosers:
            if seat not in self._chosen:
                plays = tuple(
                    PlayCard(i, Card.from_code(c)) for i, c in enumerate(self._stacks[seat])
                )
                decisions.append(Decision(seat, CHOOSE_PROMPT, plays, plays[0] if plays else None))
        return tuple(decisions)

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        assert isinstance(options, ClassicOptions)
        return _action_space(options.deck)

    def parse_action(self, player: int, text: str) -> Action:
        """Read ``QH@3``, ``QH`` (its highest place in the stack) or a 1-based position ``3``."""
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"{seat_name(player)} has nothing to decide now")
        wanted = text.strip()
        if wanted.isdigit():
            index = int(wanted) - 1
            if 0 <= index < len(legal):
                return legal[index]
            raise IllegalActionError(f"position {wanted} is not in the stack (1-{len(legal)})")
        card_text, _, position = wanted.partition("@")
        try:
            card = Card.parse(card_text)
        except CardParseError as exc:
            raise IllegalActionError(f"cannot read action {text!r}: {exc}") from None
        for action in legal:
            assert isinstance(action, PlayCard)
            if action.card == card and (not position or str(action.position + 1) == position):
                return action
        raise IllegalActionError(f"{text!r} is not a card of {seat_name(player)}'s play stack")

    # -- acting -------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        assert isinstance(action, PlayCard)
        self._chosen[player] = action.position
        if len(self._chosen) < len(self._choosers):
            self._emit(ChoiceMade, player, audience=Audience.only(player))
            return self._take_events()
        chosen, self._chosen = self._chosen, {}
        return self._play(chosen, 1)

    def _advance(self) -> tuple[Event, ...]:
        return self._play({}, 1)

    def run(self) -> tuple[Event, ...]:
        """Play battles until someone must choose a card or the game is over."""
        if self._outcome is not None or self._choosers:
            return ()
        return self._play({}, self._options.max_turns)

    def _play(self, chosen: Mapping[int, int], limit: int) -> tuple[Event, ...]:
        """Play up to ``limit`` battles. The whole of a battle without a war is in this one loop,
        with the state in local variables, because simulations spend their time here."""
        out = self._out  # the events of the loop go straight to the sink, the same as _emit
        first, second = self._stacks
        first_won, second_won = self._won
        to_bottom = self._options.won_cards_to is WonCardsTo.BOTTOM
        destinations = self._stacks if to_bottom else self._won
        order = self._options.collect_order
        random_order = order is CollectOrder.RANDOM
        winner_first = order is CollectOrder.WINNER_FIRST
        loser_first = order is CollectOrder.LOSER_FIRST
        max_turns = self._options.max_turns
        watch = self._watch_cycles
        saved_first, saved_second, saved_first_won, saved_second_won = self._brent_lengths
        since_saved = self._brent_length
        power = self._brent_power
        battles = self._turn
        outcome: Outcome | None = None
        for _ in range(limit):
            battles += 1
            if out is not None:
                out.append(BattleStarted(battles))
            if chosen:
                a = _take(first, chosen.get(0, 0))
                b = _take(second, chosen.get(1, 0))
            else:
                a = first.popleft()
                b = second.popleft()
            if out is not None:
                out.append(CardPlayed(0, Card.from_code(a), face_up=True))
                out.append(CardPlayed(1, Card.from_code(b), face_up=True))
            if a >> 3 == b >> 3:
                self._turn = battles
                winner = self._war([a], [b])
                if winner < 0:
                    return self._take_events()
            else:
                if a > b:
                    winner, mine, theirs = 0, a, b
                else:
                    winner, mine, theirs = 1, b, a
                if winner_first:
                    taken = (mine, theirs)
                elif random_order:
                    # The same draw as rng.shuffle([mine, theirs]), without building a list.
                    taken = (theirs, mine) if self._rng.randrange(2) == 0 else (mine, theirs)
                elif loser_first:
                    taken = (theirs, mine)
                else:
                    taken = (a, b)
                destinations[winner].extend(taken)
                if out is not None:
                    out.append(
                        BattleWon(winner, Card.from_code(mine), Card.from_code(theirs), 2, 0)
                    )
                    audience = self._own_card_audience(winner)
                    out.append(
                        CardsCollected(winner, 2, _decode(taken), to_bottom, audience=audience)
                    )
            if (not second and not second_won) if winner == 0 else (not first and not first_won):
                outcome = Outcome.of(winner, "all_cards", self._scores())
                break
            if not to_bottom:
                if not first:
                    self._turn_over(0)
                if not second:
                    self._turn_over(1)
            if battles >= max_turns:
                outcome = self._limit_outcome()
                break
            if watch:
                since_saved += 1
                if (
                    len(first) == saved_first
                    and len(second) == saved_second
                    and len(first_won) == saved_first_won
                    and len(second_won) == saved_second_won
                    and self._same_ranks_as_watched()
                ):
                    outcome = Outcome(None, Termination.CYCLE, self._scores())
                    break
                if since_saved == power:
                    self._start_cycle_watch()
                    saved_first, saved_second, saved_first_won, saved_second_won = (
                        self._brent_lengths
                    )
                    since_saved = 0
                    power *= 2
        self._turn = battles
        self._brent_length = since_saved
        self._brent_power = power
        if outcome is not None:
            self._finish(outcome)
        return self._take_events()

    def _war(self, first: list[int], second: list[int]) -> int:
        """Play the war that starts with these tied table piles; return the winner, or -1 if the
        game ended during the war. The winner has collected the cards."""
        table = (first, second)
        options = self._options
        needed = options.war_face_down + 1
        minimum = needed if options.war_short is WarShort.LOSE else 1
        listening = self._out is not None  # tested once: wars are frequent in fast simulations
        depth = 0
        while first[-1] >> 3 == second[-1] >> 3:
            depth += 1
            self._wars += 1
            if depth > 1:
                self._double_wars += 1
            if listening:
                self._emit(WarStarted, depth, Card.from_code(first[-1]).label)
            available = self.card_counts()
            short = [p for p in (0, 1) if available[p] < minimum]
            if listening:
                for p in (0, 1):
                    if available[p] < needed:
                        self._emit(PlayerShort, p, available[p], needed)
            if len(short) == 2:
                self._finish(Outcome.of(None, "exhausted", self._scores()))
                return -1
            if short:
                loser = short[0]
                winner = 1 - loser
                table[loser].extend(self._stacks[loser])
                table[loser].extend(self._won[loser])
                self._stacks[loser].clear()
                self._won[loser].clear()
                self._collect(winner, table)
                ending = "war_short" if available[loser] else "all_cards"
                self._finish(Outcome.of(winner, ending, self._scores()))
                return -1
            for player in (0, 1):
                count = min(needed, available[player])
                stack = self._stacks[player]
                pile = table[player]
                for k in range(count):
                    if not stack:
                        self._turn_over(player)
                    code = stack.popleft()
                    pile.append(code)
                    if listening:
                        face_up = k == count - 1
                        audience = EVERYONE if face_up else self._own_card_audience(player)
                        self._emit(
                            CardPlayed,
                            player,
                            Card.from_code(code),
                            face_up,
                            depth,
                            audience=audience,
                        )
        winner = 0 if first[-1] > second[-1] else 1
        if listening:
            self._emit(
                BattleWon,
                winner,
                Card.from_code(table[winner][-1]),
                Card.from_code(table[1 - winner][-1]),
                len(first) + len(second),
                depth,
            )
        self._collect(winner, table)
        return winner

    def _collect(self, winner: int, table: tuple[list[int], list[int]]) -> None:
        """Give every card on the table to the winner, in the collect order."""
        mine, theirs = table[winner], table[1 - winner]
        order = self._options.collect_order
        if order is CollectOrder.WINNER_FIRST:
            cards = mine + theirs
        elif order is CollectOrder.LOSER_FIRST:
            cards = theirs + mine
        elif order is CollectOrder.TABLE_ORDER:
            first, second = table
            cards = [c for pair in zip(first, second, strict=False) for c in pair]
            longer = first if len(first) > len(second) else second
            cards.extend(longer[min(len(first), len(second)) :])
        else:
            cards = mine + theirs
            self._rng.shuffle(cards)
        to_bottom = self._options.won_cards_to is WonCardsTo.BOTTOM
        (self._stacks if to_bottom else self._won)[winner].extend(cards)
        if self._out is not None:  # tested first: the cards are decoded only for the event
            audience = self._own_card_audience(winner)
            self._emit(
                CardsCollected, winner, len(cards), _decode(cards), to_bottom, audience=audience
            )

    def _turn_over(self, player: int) -> None:
        """The won pile becomes the play stack, oldest card on top (shuffled if the option says)."""
        stack, won = self._stacks[player], self._won[player]
        shuffle = self._options.shuffle_on_refill
        if shuffle:
            cards = list(won)
            self._rng.shuffle(cards)
            stack.extend(cards)
        else:
            stack.extend(won)
        won.clear()
        if self._out is not None:  # tested first: piles are turned over often in simulations
            self._emit(PileTurnedOver, player, len(stack), shuffle)

    def _refill_empty_stacks(self) -> bool:
        """Turn over won piles of empty stacks (set-up of a position); False if a player is bare."""
        for player in (0, 1):
            if not self._stacks[player]:
                if not self._won[player]:
                    return False
                self._turn_over(player)
        return True

    def _outcome_if_someone_has_nothing(self) -> Outcome:
        counts = self.card_counts()
        if counts[0] == counts[1] == 0:
            return Outcome.of(None, "exhausted", self._scores())
        return Outcome.of(0 if counts[0] else 1, "all_cards", self._scores())

    def _own_card_audience(self, player: int) -> Audience:
        return Audience.only(player) if player in self._choosers else NOBODY

    def _scores(self) -> tuple[float, float]:
        first, second = self.card_counts()
        return float(first), float(second)

    def _limit_outcome(self) -> Outcome:
        scores = self._scores()
        winner = None
        if self._options.at_limit is AtLimit.MOST_CARDS and scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        return Outcome(winner, Termination.TURN_LIMIT, scores)

    def _finish(self, outcome: Outcome) -> None:
        self._outcome = outcome
        self._chosen = {}
        self._emit(GameOver, outcome)

    # -- cycle detection ----------------------------------------------------------------------
    # Brent's algorithm over the positions between battles. A position is the four piles as
    # ranks: suits never change what happens, so a repeated rank position repeats forever.

    def _start_cycle_watch(self) -> None:
        """Save the current position; the schedule (power, length) is the caller's business."""
        first, second = self._stacks
        first_won, second_won = self._won
        self._brent_lengths = (len(first), len(second), len(first_won), len(second_won))
        self._brent_ranks = (_ranks(first), _ranks(second), _ranks(first_won), _ranks(second_won))
        self._brent_power = 1
        self._brent_length = 0

    def _same_ranks_as_watched(self) -> bool:
        first, second = self._stacks
        first_won, second_won = self._won
        return (
            _ranks(first),
            _ranks(second),
            _ranks(first_won),
            _ranks(second_won),
        ) == self._brent_ranks

    # -- views and copies ---------------------------------------------------------------------

    def observe(self, viewer: Viewer) -> Observation[ClassicView]:
        chooses = viewer is not None and viewer in self._choosers
        view = ClassicView(
            seat=viewer,
            chooses=chooses,
            deck=self._options.deck.value,
            battles=self._turn,
            stack_counts=(len(self._stacks[0]), len(self._stacks[1])),
            won_counts=(len(self._won[0]), len(self._won[1])),
            own_stack=_decode(self._stacks[viewer]) if chooses and viewer is not None else None,
            own_won=_decode(self._won[viewer]) if chooses and viewer is not None else None,
            has_chosen=viewer is not None and viewer in self._chosen,
        )
        return self._observation(viewer, self._turn, view)

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self._sample_copy()
        copy._rng = rng.spawn()
        hidden = [copy._stacks[1 - player], copy._won[1 - player]]
        if player not in self._choosers:
            hidden += [copy._stacks[player], copy._won[player]]
        # Sorted first, so the result depends only on what the player can see, not on where the
        # hidden cards really are.
        cards = sorted(card for pile in hidden for card in pile)
        rng.shuffle(cards)
        start = 0
        for pile in hidden:
            size = len(pile)
            pile.clear()
            pile.extend(cards[start : start + size])
            start += size
        # Simultaneous choices are secret: the others' choices are undone, to be made again.
        copy._chosen = {seat: pos for seat, pos in copy._chosen.items() if seat == player}
        copy._start_cycle_watch()
        return copy

    def _verify_loaded(self) -> None:
        held = Counter(_decode([*self._stacks[0], *self._stacks[1], *self._won[0], *self._won[1]]))
        if held != Counter(self._options.deck.deck().cards):
            raise RecordError("the cards in the state are not exactly one deck")
        for seat, position in self._chosen.items():
            if seat not in self._choosers or not 0 <= position < len(self._stacks[seat]):
                raise RecordError(f"bad pending choice {position} for seat {seat}")
        if len(self._brent_ranks) != 4:
            raise RecordError("the cycle watch must hold four piles")


def _encode(cards: Iterable[Card]) -> list[int]:
    return [card.code for card in cards]


def _decode(codes: Iterable[int]) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in codes)


_RANK_OF_CODE = bytes(code >> 3 for code in range(256))


def _ranks(pile: Iterable[int]) -> bytes:
    """The ranks of a pile of card codes (classic's decks have codes below 256)."""
    return bytes(pile).translate(_RANK_OF_CODE)


def _take(stack: deque[int], position: int) -> int:
    """Remove and return the card at ``position`` (0 = top)."""
    if not position:
        return stack.popleft()
    code = stack[position]
    del stack[position]
    return code


_DECK_CODES: dict[DeckName, tuple[int, ...]] = {}


def _deck_codes(name: DeckName) -> tuple[int, ...]:
    codes = _DECK_CODES.get(name)
    if codes is None:
        codes = _DECK_CODES[name] = tuple(card.code for card in name.deck().cards)
    return codes
