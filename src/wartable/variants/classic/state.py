"""The classic War engine: play stacks, won piles, battles and wars, and the solitaire chooser."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from wartable.core.cards import Card, format_cards
from wartable.core.errors import CardParseError, IllegalActionError, OptionError, RecordError
from wartable.core.events import EVERYONE, NOBODY, Audience, Event, Viewer
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng, check_seed
from wartable.core.state import Action, Decision, GameState, Observation, View
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


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play the card at ``position`` of one's play stack (0 = top). Text: ``QH@3`` (1-based)."""

    position: int
    card: Card

    def __str__(self) -> str:
        return f"{self.card}@{self.position + 1}"


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
        lines = [f"After {self.battles} battle(s)"]
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


class ClassicState(GameState):
    """A game of classic War. Create it with ``new_game("classic", options, seed)``.

    Cards are kept as integer codes (:attr:`Card.code`) so that the hot loop compares integers;
    the public properties, views and events give :class:`Card` values.
    """

    variant_id = "classic"
    version = 1
    length_metric = "battles"

    __slots__ = (
        "_battles",
        "_brent_length",
        "_brent_lengths",
        "_brent_power",
        "_brent_ranks",
        "_choosers",
        "_chosen",
        "_double_wars",
        "_options",
        "_outcome",
        "_quiet",
        "_rng",
        "_seed",
        "_stacks",
        "_wars",
        "_watch_cycles",
        "_won",
    )

    def __init__(
        self,
        options: ClassicOptions,
        seed: int,
        rng: Rng,
        stacks: tuple[Iterable[int], Iterable[int]],
        won: tuple[Iterable[int], Iterable[int]] = ((), ()),
        *,
        quiet: bool = False,
    ) -> None:
        self._options = options
        self._seed = seed
        self._rng = rng
        self._quiet = quiet
        self._choosers = options.chooser.seats()
        self._watch_cycles = options.deterministic_after_deal
        self._stacks: tuple[deque[int], deque[int]] = (deque(stacks[0]), deque(stacks[1]))
        self._won: tuple[deque[int], deque[int]] = (deque(won[0]), deque(won[1]))
        self._chosen: dict[int, int] = {}
        self._battles = 0
        self._wars = 0
        self._double_wars = 0
        self._outcome: Outcome | None = None
        self._brent_ranks: tuple[bytes, ...] = ()
        self._brent_lengths: tuple[int, ...] = ()
        self._brent_power = 1
        self._brent_length = 0
        if not self._refill_empty_stacks_quietly():
            self._outcome = self._outcome_if_someone_has_nothing()
        self._start_cycle_watch()

    # -- creation ---------------------------------------------------------------------------

    @classmethod
    def new(cls, options: Any, seed: int, *, quiet: bool = False) -> Self:
        if not isinstance(options, ClassicOptions):
            raise OptionError(f"classic needs ClassicOptions, got {type(options).__name__}")
        rng = Rng(check_seed(seed))
        codes = list(_deck_codes(options.deck))
        rng.shuffle(codes)
        return cls(options, seed, rng, (codes[0::2], codes[1::2]), quiet=quiet)

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
        return cls(
            options,
            check_seed(seed),
            Rng(seed),
            (_encode(stacks[0]), _encode(stacks[1])),
            (_encode(won[0]), _encode(won[1])),
            quiet=quiet,
        )

    # -- facts --------------------------------------------------------------------------------

    @property
    def options(self) -> ClassicOptions:
        return self._options

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def turn(self) -> int:
        return self._battles

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

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

    def mute(self) -> None:
        self._quiet = True

    def evaluate(self, player: int) -> float:
        """The payoff once over, else the share of cards held, scaled to [-1, 1]."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        counts = self.card_counts()
        return (counts[player] - counts[1 - player]) / (counts[0] + counts[1])

    def summary(self) -> Mapping[str, int]:
        return {
            "battles": self._battles,
            "wars": self._wars,
            "double_wars": self._double_wars,
        }

    def decisions(self) -> tuple[Decision, ...]:
        if self._outcome is not None or not self._choosers:
            return ()
        return tuple(
            Decision(
                seat,
                CHOOSE_PROMPT,
                tuple(PlayCard(i, Card.from_code(c)) for i, c in enumerate(self._stacks[seat])),
            )
            for seat in self._choosers
            if seat not in self._chosen
        )

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
            return () if self._quiet else (ChoiceMade(player, audience=Audience.only(player)),)
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
        emit = not self._quiet
        events: list[Event] = []
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
        battles = self._battles
        outcome: Outcome | None = None
        for _ in range(limit):
            battles += 1
            if emit:
                events.append(BattleStarted(battles))
            if chosen:
                a = _take(first, chosen.get(0, 0))
                b = _take(second, chosen.get(1, 0))
            else:
                a = first.popleft()
                b = second.popleft()
            if emit:
                events.append(CardPlayed(0, Card.from_code(a), face_up=True))
                events.append(CardPlayed(1, Card.from_code(b), face_up=True))
            if a >> 3 == b >> 3:
                self._battles = battles
                winner = self._war([a], [b], events if emit else None)
                if winner < 0:
                    return tuple(events)
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
                if emit:
                    events.append(
                        BattleWon(winner, Card.from_code(mine), Card.from_code(theirs), 2, 0)
                    )
                    audience = self._own_card_audience(winner)
                    events.append(
                        CardsCollected(winner, 2, _decode(taken), to_bottom, audience=audience)
                    )
            if (not second and not second_won) if winner == 0 else (not first and not first_won):
                outcome = Outcome(winner, Termination.ALL_CARDS, self._scores())
                break
            if not to_bottom:
                if not first:
                    self._turn_over(0, events if emit else None)
                if not second:
                    self._turn_over(1, events if emit else None)
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
        self._battles = battles
        self._brent_length = since_saved
        self._brent_power = power
        if outcome is not None:
            self._finish(outcome, events)
        return tuple(events)

    def _war(self, first: list[int], second: list[int], events: list[Event] | None) -> int:
        """Play the war that starts with these tied table piles; return the winner, or -1 if the
        game ended during the war. The winner has collected the cards."""
        table = (first, second)
        options = self._options
        needed = options.war_face_down + 1
        minimum = needed if options.war_short is WarShort.LOSE else 1
        depth = 0
        while first[-1] >> 3 == second[-1] >> 3:
            depth += 1
            self._wars += 1
            if depth > 1:
                self._double_wars += 1
            if events is not None:
                events.append(WarStarted(depth, Card.from_code(first[-1]).label))
            available = self.card_counts()
            short = [p for p in (0, 1) if available[p] < minimum]
            if events is not None:
                events.extend(
                    PlayerShort(p, available[p], needed) for p in (0, 1) if available[p] < needed
                )
            if len(short) == 2:
                self._finish(Outcome(None, Termination.EXHAUSTED, self._scores()), events)
                return -1
            if short:
                loser = short[0]
                winner = 1 - loser
                table[loser].extend(self._stacks[loser])
                table[loser].extend(self._won[loser])
                self._stacks[loser].clear()
                self._won[loser].clear()
                self._collect(winner, table, events)
                termination = Termination.WAR_SHORT if available[loser] else Termination.ALL_CARDS
                self._finish(Outcome(winner, termination, self._scores()), events)
                return -1
            for player in (0, 1):
                count = min(needed, available[player])
                stack = self._stacks[player]
                pile = table[player]
                for k in range(count):
                    if not stack:
                        self._turn_over(player, events)
                    code = stack.popleft()
                    pile.append(code)
                    if events is not None:
                        face_up = k == count - 1
                        audience = EVERYONE if face_up else self._own_card_audience(player)
                        events.append(
                            CardPlayed(
                                player, Card.from_code(code), face_up, depth, audience=audience
                            )
                        )
        winner = 0 if first[-1] > second[-1] else 1
        if events is not None:
            taken = len(first) + len(second)
            events.append(
                BattleWon(
                    winner,
                    Card.from_code(table[winner][-1]),
                    Card.from_code(table[1 - winner][-1]),
                    taken,
                    depth,
                )
            )
        self._collect(winner, table, events)
        return winner

    def _collect(
        self, winner: int, table: tuple[list[int], list[int]], events: list[Event] | None
    ) -> None:
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
        if events is not None:
            audience = self._own_card_audience(winner)
            events.append(
                CardsCollected(winner, len(cards), _decode(cards), to_bottom, audience=audience)
            )

    def _turn_over(self, player: int, events: list[Event] | None) -> None:
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
        if events is not None:
            events.append(PileTurnedOver(player, len(stack), shuffle))

    def _refill_empty_stacks_quietly(self) -> bool:
        """Turn over won piles of empty stacks (set-up of a position); False if a player is bare."""
        for player in (0, 1):
            if not self._stacks[player]:
                if not self._won[player]:
                    return False
                self._turn_over(player, None)
        return True

    def _outcome_if_someone_has_nothing(self) -> Outcome:
        counts = self.card_counts()
        if counts[0] == counts[1] == 0:
            return Outcome(None, Termination.EXHAUSTED, self._scores())
        return Outcome(0 if counts[0] else 1, Termination.ALL_CARDS, self._scores())

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

    def _finish(self, outcome: Outcome, events: list[Event] | None) -> None:
        self._outcome = outcome
        self._chosen = {}
        if events is not None and not self._quiet:
            events.append(GameOver(outcome))

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
            battles=self._battles,
            stack_counts=(len(self._stacks[0]), len(self._stacks[1])),
            won_counts=(len(self._won[0]), len(self._won[1])),
            own_stack=_decode(self._stacks[viewer]) if chooses and viewer is not None else None,
            own_won=_decode(self._won[viewer]) if chooses and viewer is not None else None,
            has_chosen=viewer is not None and viewer in self._chosen,
        )
        legal = self.legal_actions(viewer) if viewer is not None else ()
        return Observation(self.variant_id, viewer, self._battles, view, legal, self._outcome)

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        for name in _COPIED_AS_IS:
            setattr(copy, name, getattr(self, name))
        copy._rng = Rng()
        copy._rng.setstate(self._rng.getstate())
        copy._stacks = (self._stacks[0].copy(), self._stacks[1].copy())
        copy._won = (self._won[0].copy(), self._won[1].copy())
        copy._chosen = dict(self._chosen)
        return copy

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self.clone()
        copy._rng = rng.spawn()
        copy._seed = 0
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

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant_id,
            "version": self.version,
            "options": self._options.to_string(full=True),
            "seed": self._seed,
            "rng": self._rng.to_json(),
            "stacks": [format_cards(_decode(s)) for s in self._stacks],
            "won": [format_cards(_decode(w)) for w in self._won],
            "chosen": {str(k): v for k, v in self._chosen.items()},
            "battles": self._battles,
            "wars": self._wars,
            "double_wars": self._double_wars,
            "outcome": None if self._outcome is None else self._outcome.to_json(),
            "cycle": {
                "ranks": [list(p) for p in self._brent_ranks],
                "power": self._brent_power,
                "length": self._brent_length,
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        try:
            if data["variant"] != cls.variant_id:
                raise RecordError(f"state is of variant {data['variant']!r}, not classic")
            if data["version"] != cls.version:
                raise RecordError(f"state has rules version {data['version']}, not {cls.version}")
            options = ClassicOptions.parse(data["options"])
            deck = options.deck.deck()

            def pile(text: str) -> tuple[Card, ...]:
                return tuple(deck.parse_card(t) for t in text.split())

            stacks = (pile(data["stacks"][0]), pile(data["stacks"][1]))
            won = (pile(data["won"][0]), pile(data["won"][1]))
            held = Counter([*stacks[0], *stacks[1], *won[0], *won[1]])
            if held != Counter(deck.cards):
                raise RecordError("the cards in the state are not exactly one deck")
            state = cls.from_position(options, stacks, won, seed=check_seed(data["seed"]))
            state._rng = Rng.from_json(data["rng"])
            state._chosen = {int(k): int(v) for k, v in data["chosen"].items()}
            for seat, position in state._chosen.items():
                if seat not in state._choosers or not 0 <= position < len(stacks[seat]):
                    raise RecordError(f"bad pending choice {position} for seat {seat}")
            state._battles = int(data["battles"])
            state._wars = int(data["wars"])
            state._double_wars = int(data["double_wars"])
            outcome = data["outcome"]
            state._outcome = None if outcome is None else Outcome.from_json(outcome)
            cycle = data["cycle"]
            state._brent_ranks = tuple(bytes(int(r) for r in p) for p in cycle["ranks"])
            state._brent_lengths = tuple(len(p) for p in state._brent_ranks)
            if len(state._brent_ranks) != 4:
                raise RecordError("the cycle watch must hold four piles")
            state._brent_power = int(cycle["power"])
            state._brent_length = int(cycle["length"])
        except RecordError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"corrupt classic state: {type(exc).__name__}: {exc}") from None
        return state


_COPIED_AS_IS = (
    "_options",
    "_seed",
    "_quiet",
    "_choosers",
    "_watch_cycles",
    "_battles",
    "_wars",
    "_double_wars",
    "_outcome",
    "_brent_ranks",
    "_brent_lengths",
    "_brent_power",
    "_brent_length",
)


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
