"""Words and spellings, class by class: each action the language has is read in the words of
other games and of plain English ("knock out", "pitch", "pick up", "unsummon", "spy on"), values
are compared in words and signs ("under 4", "7 and up", "<= 3", "equals this card"), a coin's
sides are a win and a loss, the card may speak of itself ("I get +2", "destroy me"), chat
spellings and praise are read or left out; and a word with two readings in card games is
refused, never read as one of them."""

from __future__ import annotations

import re

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.parser import spelling

CLASSES: dict[str, tuple[str, ...]] = {
    # destroy, and destroyed
    "Destroy OC.": (
        "Knock out OC.", "KO OC.", "K.O. OC.", "Take out OC.", "Finish off OC.", "Take down OC.",
        "Terminate OC.", "Eradicate OC.", "Demolish OC.", "Vaporize OC.", "Shatter OC.",
        "Exterminate OC.", "Erase OC.", "Wipe out OC.", "Send OC to the GY.", "OC is knocked out.",
        "Destroy OC 💀", "Destroy OC >:)", "Destroy OC right away.",
    ),
    "When this card is destroyed: Draw a card.": (
        "When this card is KO'd, draw a card.", "When I die, draw a card.",
        "When this card is slain, draw a card.", "Last words: draw a card.",
        "When this card is knocked out, draw a card.",
    ),
    # discard, draw
    "Opp. discards a card.": (
        "Opp pitches a card.", "Opp chucks a card.", "Opp throws out a card.", "opp dscrd 1 card",
        "Oppnt discards a card.", "U opp discards a card.",
    ),
    "Opp. discards its hand.": (
        "Opp discards their whole hand.", "Opp discards all cards in hand.",
        "Opp discards all the cards in their hand.", "Opp discards all of their hand.",
    ),
    "Draw 2 cards.": (
        "Pick up 2 cards.", "Pull 2 cards.", "Take 2 cards from your deck.", "Draw 2 more cards.",
        "Draw another 2 cards.", "Drw 2 cards.", "Draw two (2) cards.",
    ),
    "Draw a card.": ("Draw a card from the draw pile.", "Draw a card pls :)", "draw a card ok"),
    # return to hand, swap, look, reveal, hide, rearrange, shuffle
    "Return OC to hand.": (
        "Unsummon OC.", "Recall OC.", "Send OC back to its owner's hand.",
        "Take OC back into its owner's hand.", "Bring OC back to its owner's hand.",
        "Move OC to its owner's hand.",
    ),
    "Return this card to hand.": (
        "Put this card back in your hand.", "Take this card back into your hand.",
        "Pick this card up.", "Pick up this card.", "Take back this card.", "Take this back.",
        "Return me to your hand.",
    ),
    "Swap this card and OC.": (
        "Change places with OC.", "Swap spots with OC.", "Switch seats with OC.",
        "Swap slots with OC.", "This card and OC change places.", "Swap me with OC.",
    ),
    "Look at opp.'s hand.": (
        "Have a look at opp's hand.", "Take a peek at opp's hand.", "Sneak a peek at opp's hand.",
        "Glance at opp's hand.", "Spy on opp's hand.", "Look into opp's hand.",
        "Look through opp's hand.", "Check opp's hand.",
    ),
    "Reveal OC.": ("Flip over OC.", "Turn over OC.", "Flip OC over.", "Uncover OC.", "Unveil OC."),
    "Hide OC.": ("Put OC face down.", "Flip OC facedown."),
    "Rearrange the top 3 cards of your deck.": (
        "Put the top 3 cards of your deck back in any order.",
        "Put the top 3 cards of your deck back in the order you like.",
        "Order the top 3 cards of your deck.", "Reorder your top 3.",
    ),
    "Shuffle your deck.": ("Reshuffle your deck.", "Mix your deck.", "Randomize your deck."),
    # protection, control, tapping
    "This card can't be destroyed.": (
        "This card can't die.", "This card is invulnerable.", "Unkillable.",
        "This card is immune to destruction.", "I can't be destroyed.",
        "This card can't be destroyed by anything.", "Indestructable.",
    ),
    "Take control of OC until end of round.": (
        "Borrow OC until end of round.", "Take over OC until end of round.",
        "Control OC until end of round.", "Seize control of OC until end of round.",
    ),
    "Untap your cards.": ("Ready your cards.", "Unexhaust your cards.", "Refresh your cards."),
    "If OC is tapped, destroy OC.": ("If OC is exhausted, destroy it.",),
    "If OC is unrevealed, destroy OC.": (
        "If OC is hidden, destroy it.", "If OC is facedown, destroy it.",
        "If OC is unflipped, destroy it.", "If OC isnt revealed, destroy it.",
    ),
    "Opp. can't draw cards.": (
        "Your opponent is unable to draw cards.", "Opp is not able to draw cards.",
        "Opp isnt able to draw cards.", "Opp doesn't get to draw cards.",
    ),
    # points and text
    "Score a point.": ("Gain 1 VP.", "Gain a victory point.", "Take a point.", "Gain 1 pnt."),
    "You may lose a point to draw 2 cards.": (
        "Forfeit a point to draw 2 cards.", "Give up a point to draw 2 cards.",
        "Drop a point: draw 2 cards.", "Sacrifice a point to draw 2 cards.",
    ),
    "Lose a point.": ("Subtract a point from your score.", "Lose 1 VP."),
    "OC has no text.": (
        "OC loses all abilities.", "OC loses all of its abilities.",
        "Cancel OC's text.", "Negate OC's ability.", "OC loses its effect.", "Nullify OC.",
    ),
    # options
    "You may draw a card.": (
        "Draw a card if you want.", "Draw a card, if you like.", "If you'd like, draw a card.",
        "If you want to, draw a card.", "If desired, draw a card.", "Draw a card (optional).",
        "Optional: draw a card.", "Draw a card, optionally.", "You have the option to draw a card.",
        "Feel free to draw a card.", "You can choose to draw a card.",
    ),
    # values compared in words and signs
    "Destroy all cards with value 3 or less.": (
        "Destroy all cards with value <= 3.", "Destroy all cards with value ≤ 3.",
        "Destroy all cards <= 3.", "Destroy all cards with value 3 or below.",
        "Destroy all cards with value 3 and under.", "Destroy all cards with value 3 and lower.",
        "Destroy all cards under 4.", "Destroy all cards with value max 3.",
        "Destroy all cards with value 3 max.", "Destroy all cards with value up to 3.",
        "Destroy all cards with value no more than 3.", "Destroy all cards with value 3-.",
    ),
    "Destroy all cards with value 7 or more.": (
        "Destroy all cards >= 7.", "Destroy all cards with value 7 and up.",
        "Destroy all cards with value 7 or above.", "Destroy all cards over 6.",
        "Destroy all cards with value min 7.", "Destroy all cards 7+.", "Destroy all 7+.",
        "Destroy all 7s and up.", "Destroy all cards with value no less than 7.",
        "Destroy all cards with value exceeding 6.",
    ),
    "If OC's value is 5 or more, destroy OC.": (
        "If OC is over 4, destroy it.", "If OC's value exceeds 4, destroy it.",
        "If OC is 5 and up, destroy it.",
    ),
    "If OC is equal, score a point.": (
        "If OC = this card, score a point.", "If OC == this card, score a point.",
        "If OC equals this card, score a point.", "If OC matches this card, score a point.",
        "If OC ties this card, score a point.", "If OC is the same as this card, score a point.",
        "If OC has the same value as this card, score a point.",
    ),
    "This card has OC's value.": ("This card has the same value as OC.",),
    # a die and a coin
    "Roll a die. On 4 or more, draw 2 cards.": (
        "Throw a die. On 4+, draw 2 cards.", "Cast a die. On 4+, draw 2 cards.",
        "Roll a die. If you get 4 or more, draw 2 cards.",
        "Roll a die. If the die shows 4 or more, draw 2 cards.",
        "Roll a die. On a roll of 4+, draw 2 cards.",
    ),
    "Roll a die. OC gets minus the roll.": (
        "Roll a die. OC gets minus the dice.", "Roll a die. OC gets minus what you rolled.",
    ),
    "Flip a coin. If heads, draw 2 cards. If tails, discard a card.": (
        "Flip a coin. Win: draw 2 cards. Lose: discard a card.",
        "Flip a coin. Won: draw 2 cards. Lost: discard a card.",
        "Flip a coin. Success: draw 2 cards. Fail: discard a card.",
        "Flip a coin. H: draw 2 cards. T: discard a card.",
        "Flip a coin. On a win, draw 2 cards. On a loss, discard a card.",
        "Flip a coin. Heads -> draw 2 cards. Tails -> discard a card.",
        "Flip a coin. Win = draw 2 cards, lose = discard a card.",
    ),
    # proximity, rows and sides, other games' nouns for a card
    "Opp. cards in adj. slots get -1.": (
        "Nearby opp cards get -1.", "Opp cards nearby get -1.", "Surrounding opp cards get -1.",
        "Opp cards next door get -1.", "Opp cards touching this card get -1.",
        "Opp's neighbours get -1.", "Opp cards adj to this get -1.",
        "Opp cards on both sides get -1.",
    ),
    "Your cards get +1.": (
        "Your row gets +1.", "Cards in your row get +1.", "Your board gets +1.",
        "Cards on your field get +1.", "Your side gets +1.", "Friendly minions get +1.",
        "Your creatures get +1.", "Yr cards get +1.", "Allied cards get +1.",
        "Cards under your control get +1.", "Your cards on the battlefield get +1.",
    ),
    "Opp. cards get -1.": (
        "Opp's row gets -1.", "Cards on opp's side of the table get -1.",
        "The enemy side gets -1.", "Enemy minions get -1.", "The other player's cards get -1.",
    ),
    # the top and bottom of a deck
    "Put OC on top of its owner's deck.": (
        "Put OC atop its owner's deck.", "Put OC back on top of its owner's deck.",
        "Return OC to the top of its owner's deck.", "Put OC at the top of its owner's deck.",
    ),
    "Put OC on the bottom of its owner's deck.": (
        "Put OC at the bottom of its owner's deck.", "Put OC under its owner's deck.",
        "Put OC underneath its owner's deck.", "Send OC to the bottom of its owner's deck.",
    ),
    # the card speaking of itself, and placing it
    "This card gets +2.": (
        "I get +2.", "Give me +2.", "+2 to me.", "I gain 2.", "This guy gets +2.",
        "This minion gets +2.", "This card gets a whopping +2.", "This card gets +2 power.",
        "Ths card gets +2.", "This card gets +2, yay!",
    ),
    "Put a +1 counter on this card.": ("Put a +1 counter here.", "Put a +1 counter on me."),
    "If this card is in S9, this card gets +2.": (
        "If I'm in S9, I get +2.", "If I am in S9, I get +2.", "If this card's in S9, it gets +2.",
        "If this card r in S9, it gets +2.",
    ),
    "Double this card's value.": ("Double my value.", "Double me.", "This card's value times 2."),
    "When this card is placed: Draw a card.": (
        "When summoned, draw a card.", "When this card is summoned, draw a card.",
        "When you summon this card, draw a card.", "On summon: draw a card.",
        "Summon: draw a card.", "When this card hits the table, draw a card.",
    ),
    # damage said with a verb of harm and "for N"; having cards said as holding them
    "OC gets -2.": (
        "Hit OC for 2.", "Zap OC for 2.", "Smack OC for 2.", "Strike OC for 2.", "Deal 2 to OC.",
        "Do 2 damage to OC.", "OC takes 2 damage.",
    ),
    "If you have 3 or more cards in hand, draw a card.": ("If you hold 3 or more cards, draw a card.",),
    "This card gets +1 for each card in your hand.": (
        "+1 for each card you hold.", "+1 for each card you have in hand.",
    ),
    "You may lose a point to destroy OC.": (
        "Surrender a point to destroy OC.", "Concede a point: destroy OC.",
    ),
    "If OC is higher, draw a card.": (
        "If OC surpasses this card, draw a card.", "If OC trumps this card, draw a card.",
        "If OC outclasses this card, draw a card.", "If OC is worth more than this card, draw a card.",
    ),
    "Discard your highest card.": ("Discard your best card.", "Discard your highest-value card."),
    "Discard your lowest card.": ("Discard your worst card.",),
    "Opp. discards a random card.": (
        "Opp discards a card blindly.", "Opp discards a card without looking.",
        "Opp discards a rand. card.", "Opp discards a rnd card.",
    ),
    "[BT]: Draw a card.": ("At turn start, draw a card.", "Each turn start: draw a card."),
    "Roll a die. On 1-3, discard a card. On 4-6, draw a card.": (
        "Roll a die. 1-3 -> discard a card. 4-6 -> draw a card.",
    ),
    "All unrevealed cards get +2.": ("Face-down cards count as value 2.",),
    "OC is destroyed.": ("OC is toast.", "OC bites the dust.", "OC gets rekt."),
}  # fmt: skip

SLIPS: dict[str, tuple[str, ...]] = {
    # slips: a real word or a short word mistyped, a little word put in, punctuation left out
    "Return a card in your pile to hand.": (
        "Return a card form your pile to your hand.", "Return a card frm your pile to your hand.",
    ),
    "Opp. can't place cards in S9.": ("Opp can not to place cards in S9.",),
    "Flip a coin. If heads, draw 2 cards.": (
        "Flip a coin heads draw 2 cards.", "Flip a coin if heads draw 2 cards.",
    ),
    "Opp. discards a card.": ("Opp discards a cards.",),
    "Draw a card and discard a card.": ("Draw a card adn discard a card.",),
    "If OC is higher, draw a card.": ("If OC ist higher, draw a card.", "If OC it higher, draw a card."),
    "Destroy OC.": ("Destroy 0C.",),
    "This card gets +1 for each card in your hand.": ("+1 for each card in yor hand.",),
}  # fmt: skip

DESIGNERS: dict[str, tuple[str, ...]] = {
    # other games' verbs and nouns, role by role
    "Destroy OC.": (
        "Execute OC.", "Smite OC.", "Destruct OC.", "Kill off OC.", "Blow up OC.",
    ),
    "When this card is destroyed: Draw a card.": (
        "When this card perishes, draw a card.", "When this card faints, draw a card.",
        "If this card is sent to the GY: Draw 1 card.", "When it goes to the cemetery, draw a card.",
        "Upon destruction, draw a card.", "On destruction: draw a card.",
        "Upon destruction hereof, draw a card.",
    ),
    "Discard a card.": ("Muck a card.",),
    "Move OC to the next slot.": (
        "Push OC to the next slot.", "Slide OC to the next slot.", "Shove OC into the next slot.",
        "Relocate OC to the next slot.",
    ),
    "Place a card in the next slot.": (
        "Play a card in the next slot.", "Lay a card in the next slot.",
        "Put down a card in the next slot.", "Set a card in the next slot.",
        "Special Summon a card in the next slot.", "Drop a card in the next slot.",
    ),
    "Destroy OC.\n": ("FLIP: Destroy OC.", "Flip effect: destroy OC."),
    "Put a +1 counter on this card.": ("Put a cube on this card.",),
    "Win this slot.": ("Claim this slot.", "Take this slot.", "Capture this slot."),
    "Opp. skips its next draw.": ("Opp misses its next draw.",),
    "Your other cards in this slot get +1.": ("Your other cards at this location get +1.",),
    "[BT]: Draw a card.": ("At the beginning of your upkeep, draw a card.",),
    "Choose one: draw a card or OC gets -1.": (
        "Choose one of the following: draw a card or OC gets -1.",
    ),
    # a learner's calques and false friends
    "Your cards get +1.": (
        "All own cards become +1.", "Your own cards get +1.", "Own cards obtain +1.",
    ),
    "Your cards in S1-S3 get +1.": ("Own cards in S1-S3 +1.",),
    "If OC's value is 7 or more, OC gets -2.": ("If OC is bigger as 6: OC -2",),
    "If OC's value is 5 or more, draw a card.": (
        "If OC is greater or equal to 5, draw a card.", "If OC is equal or higher than 5, draw a card.",
    ),
    "Look at the top card of your deck.": ("Look the top card of own deck.",),
    "Look at the top 3 cards of your deck.": (
        "See the 3 first cards of your deck.", "Look at the first 3 cards of your deck.",
    ),
    "Draw a card.": ("Take 1 card of your deck.", "Take a card from the deck.", "Draw card."),
    "Draw 2 cards.": ("Take 2 cards.", "Get 2 cards."),
    "This card gets +2.": ("This card wins +2.", "+2 hereto."),
    "Flip a coin. If heads, draw a card.": (
        "Throw a coin. If heads, draw a card.", "Flip a coin. If head, draw a card.",
    ),
    "Flip a coin. If tails, draw a card.": ("Flip a coin. On tail, draw a card.",),
    "Each player draws 2 cards.": ("Each party draws two (2).",),
    "You may destroy OC.": ("The Controller may destroy OC.",),
    "Opp. discards a card.": (
        "An opponent discards a card.", "The opposing player discards a card.",
        "Your adversary discards a card.",
    ),
    "Opp. can't draw cards.": ("Opp must not draw cards.",),
    "If OC is odd, draw a card.": ("If OC is uneven, draw a card.",),
    "If OC's value is 5, draw a card.": ("If OC's number is 5, draw a card.",),
    "Your cards get +1 until end of turn.": (
        "Your cards get +1 for one turn.", "Your cards get +1 until end of the actual turn.",
    ),
    "Look at opp.'s hand.": ("Look at the other guys hand.", "Look the other guy's hand."),
    "If OC's value is 6 or more, OC has value 1.": (
        "if the other guys card is bigger than 5 it goes down to 1",
    ),
    "This card gets +2.\n": (
        "Enhance this card by 2.", "Upgrade this card by 2.", "Power up this card by 2.",
        "+2 to self.", "Self +2.", "Buff self +2.",
    ),
    "OC gets -2.": ("Diminish OC by 2.", "Giv OC -2."),
    "Remove all counters from OC.": ("Clear all counters from OC.",),
    "Look at opp.'s hand.\n": ("Inspect opp's hand.",),
    "Rearrange the top 3 cards of your deck.": ("Organize the top 3 cards of your deck.",),
    "Your cards in the next slot get +1.": (
        "Your cards in the following slot get +1.", "Your cards in the slot after get +1.",
    ),
    "Destroy all cards in S3.": ("Destroy all cards in position 3.", "Destroy all cards in spot 3."),
    "Destroy all cards in S9.": ("Destroy all cards in the final slot.",),
    "When this card is placed: Draw a card.": (
        "On enter: draw a card.", "When this enters, draw a card.", "When this card is cast, draw a card.",
    ),
    "Draw a card.\n": ("On flip: draw a card.",),
    "When this card is destroyed: Draw a card.\n": ("On destroy: draw a card.",),
    "When a card is destroyed: This card gets +1.": (
        "Any time a card is destroyed, this gets +1.",
    ),
    "This card can't be destroyed.": ("This card is protected from destruction.",),
    "Opp. can't draw cards.\n": (
        "Opp isn't allowed to draw cards.", "Opp is forbidden to draw cards.",
        "Opp is prohibited from drawing cards.",
    ),
    "Take control of OC until end of round.": (
        "Take control over OC until end of round.", "Hijack OC until end of round.",
        "Commandeer OC until end of round.",
    ),
    "If OC is even, destroy OC.": ("If OC is divisible by 2, destroy it.",),
    "If this card is in S9, draw a card.": ("If this card lies in S9, draw a card.",),
    "This card can't be destroyed.\n": ("~ has indestructible.",),
    "This card can't be targeted by opp.": ("This card gains hexproof.",),
    "You may discard a card to give this card +2.": ("Ante a card from hand: +2.",),
    "[D]: Put a +1 counter on this card.": (
        "After each draw phase this card becomes one +1 counter.",
    ),
    "When this card is destroyed: Draw 2 cards.": (
        "If is destroyed take 2 cards.", "When she falls, draw 2 cards.",
    ),
    "Opp. skips its next draw.\n": ("The oponent can not take cards in the next draw fase.",),
    "Choose one: untap your cards or tap OC.": ("Choose: untap all yours, or tap OC.",),
    "Discard a card and draw a card.": ("Send a card from your hand to the GY and draw a card.",),
    "[BT]: Draw a card.\n": ("During your Standby Phase, draw a card.",),
    "Untap a card.": ("Untap target permanent.",),
    "Your cards get +1.\n": ("Every one of your cards gets +1.",),
    "OC gets -1.": ("The card facing this one gets -1.",),
    "Flip a coin. If heads, destroy OC. If tails, destroy this card.": (
        "Throw coin: if is face destroy OC, if is cross destroy this.",
        "Flip a coin: if it is heads destroy OC, if it is tails destroy this.",
        "Flip a coin. Face: destroy OC. Cross: destroy this card.",
        "Toss coin. If face, destroy OC. If crown, destroy this card.",
    ),
    "Your cards in adj. slots get +1.": ("Your adjacents cards get +1.",),
    "OC gets -1 for each of your odd cards.": (
        "oc gets -1 for every odd card u have out", "OC gets -1 for each odd card you have in play.",
    ),
    "If OC's printed value is 5 or more, this card gets +3.": (
        "If OC has a printed value of 5 or more, this card gets +3.",
    ),
    "S9 is worth 2 points.": ("S9 values 2 points.",),
    "When this card is destroyed: Draw a card.\n\n": ("Last Breath: draw a card.",),
    "When this card is placed: Draw a card.\n": (
        "When this card is Normal Summoned, draw a card.", "Play: draw a card.",
    ),
    "[SSCORE]: Score a point.": ("At showdown, score a point.",),
    "Destroy another card.": ("Destroy another target creature.",),
    "OC gets -1.\n": ("The adverse card gets -1.",),
    "Opp. cards get -1.": ("Adverse cards get -1.", "Rival cards get -1."),
    "Opp. discards a card.\n": ("The rival discards a card.",),
    "[BT]: Draw a card.\n\n": ("Each tour, draw a card.",),
    "OC gets -2.\n": ("Give OC -2 Attack.",),
    "Return a card in your pile to hand.": (
        "Return a card from your discard to your hand.",
        "Return a card from your discard pile to your hand.",
    ),
    "Opp. discards a card.\n\n": ("The enemy player discards a card.",),
    "Destroy a card.": ("Destroy a single card.",),
    "OC gets -2 until end of round.": (
        "OC gets -2 through the end of the round.", "OC gets -2 for the whole round.",
        "OC gets -2 during this round.", "OC gets -2 for the entire round.",
    ),
    "Your cards get +1 for each card in your hand.": (
        "Your cards get +1 times the number of cards in your hand.",
    ),
    "If you are ahead, draw a card.": (
        "If you have the most points, draw a card.", "If you are in the lead, draw a card.",
    ),
    "If OC is higher, draw a card.": ("If OC is superior, draw a card.",),
    "If OC is lower, draw a card.": ("If OC is inferior, draw a card.", "If OC is worse, draw a card."),
    # chat
    "You may draw a card.": ("If u wanna, draw a card.",),
    "Discard a card.\n": ("Gotta discard a card ngl.",),
    "Draw a card.\n\n": ("Draw a card rn.", "Draw a card. kinda op ngl", "Draw a card. Lowkey broken."),
}  # fmt: skip
"""Words of designers from other games and other languages (a trailing newline keeps a key
apart from an equal one above)."""

CASES = [
    (canonical, text)
    for table in (CLASSES, SLIPS, DESIGNERS)
    for canonical, texts in table.items()
    for text in texts
]


@pytest.mark.parametrize(("canonical", "text"), CASES)
def test_a_word_of_a_class_reads_as_its_canonical_text(canonical: str, text: str) -> None:
    read = parse(text)
    assert as_played(read) == as_played(parse(canonical))
    assert as_played(parse(read.canonical())) == as_played(read)


@pytest.mark.parametrize(
    "text",
    [
        "Get rid of a card.",  # destroy (the table) or discard (the hand)?
        "Opp tosses a card.",  # a coin's word: discard?
        "Grab 2 cards.",  # draw, or take control?
        "Zap OC.",  # damage in some games, destroy in others
        "Crush OC.",  # a big lowering, or destroy
        "When this card is defeated, draw a card.",  # destroyed, or lost its slot?
        "You are allowed to place 2 cards in S5.",  # a lasting permission or a one-time option
        "Enrage: this card gets +2.",  # another game's trigger: when? (never left out as a title)
        "On attack: draw a card.",  # "On ...:" is a trigger, never flavour
        "Opp folds.",  # poker: gives up the round, not a discard
        "Pick up to 2 cards.",  # a choice of up to 2 cards, with nothing done to them
        "Move OC to a next slot.",  # the next slot, or one of the next slots?
        "Hit OC.",  # destroy, or damage (how much)?
        "Whatever you play next gets +2.",  # the card in the next slot, or the next one played?
        "When your turn starts, draw a card.",  # each turn, or your next one?
    ],
)
def test_a_word_with_two_readings_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # first person is the card only where a player could not be meant
        ("I draw a card.", "Draw a card."),
        ("Give me a point.", "Score a point."),
        ("If I am behind, draw a card.", "If you are behind, draw a card."),
        # the words for bounds keep their other uses
        ("Cards under your control get +1.", "Your cards get +1."),
        ("Look at the top 3 cards of your deck.", "Look at the top 3 cards of your deck."),
        ("Draw a card and lower OC by 2.", "Draw a card and OC gets -2."),
        ("Draw 2 and up to 2 cards get +1.", "Draw 2 cards and up to 2 cards get +1."),
        ("OC's value can't exceed 5.", "OC's value can't go above 5."),
        ("Roll the dice. On 6, draw a card.", "Roll a die. On a 6, draw a card."),
        (
            "Each player gives a card to the other player.",
            "Each player gives a card from its hand to the other.",
        ),
    ],
)
def test_a_word_read_in_context_keeps_its_other_uses(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("If OC is pair, draw a card.", ("even", "equal to this card")),  # a learner's "par"
        ("Rob a card.", ("draw", "take control of")),  # a learner's "robar", or steal
        ("Get rid of a card.", ("destroy", "discard")),
        ("When this card is defeated, draw a card.", ("is destroyed", "loses its slot")),
        ("Zap OC.", ("destroy",)),  # or damage: how much?
        ("Crush OC.", ("destroy",)),
        ("Ping OC.", ("destroy",)),
        ("Freeze OC.", ("tap",)),  # or its value can't change
        ("Discover OC.", ("reveal",)),  # a learner's "descubrir", or Hearthstone's discover
        ("Cover OC.", ("hide",)),  # a learner's "cubrir", or protect
        ("Banish OC.", ("destroy",)),  # out of the game: no card may be
        ("Put a chip on this card.", ("counter", "point")),  # poker's chips
        ("If pop has more cards in hand than you, draw a card.", ("opp", "destroy")),  # a slip?
        ("Lock OC.", ("tap", "silence")),  # a tap, or Gwent's lock
        ("Destroy all cards of rank 3 or less.", ("value", "printed value")),
        ("If OC defeats this card, draw a card.", ("beats", "destroys")),
        ("Stun OC.", ("tap",)),
        ("Eventually, draw a card.", ("optionally",)),  # a learner's "eventualmente"
        ("Buy a card.", ("draw",)),  # a learner's "comprar", or a deck-builder's buy
    ],
)
def test_a_word_with_two_readings_names_them(text: str, readings: tuple[str, ...]) -> None:
    """Refused with what it could mean (never read as one of them); the first meaning written in
    its place reads."""
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings
    assert "could mean" in refused.value.reason
    said = re.escape(refused.value.replaces)
    parse(re.sub(said, readings[0], text, count=1, flags=re.I))


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Mirror of the lake: this card gets +2.", "This card gets +2."),  # a name, not a verb
        ("Pick an opponent's card. It gets -2.", "An opp. card gets -2."),  # one card, not all
        ("Each player gives a card to the other player.",
         "Each player gives a card from its hand to the other."),
        ("Draw a card. Take 2 cards from opp.'s hand.", None),  # no draw: refused as before
        ("Turn OC face up.", "Reveal OC."),  # "face" is a coin's side only after a coin
        ("The spy reads their letters: look at opp.'s hand.", "Look at opp.'s hand."),  # flavour
        ("The king's daughters weep. Draw a card.", "Draw a card."),  # not "slaughters"
        ("Flip a coin. If heads, turn OC face down.", "Flip a coin. If heads, hide OC."),
        ("Your cards with value 5 get +1.", "Your 5s get +1."),  # "value" a verb after a slot only
    ],
)  # fmt: skip
def test_a_designers_word_keeps_the_other_uses_of_its_words(
    text: str, canonical: str | None
) -> None:
    if canonical is None:
        with pytest.raises(CardTextError):
            parse(text)
    else:
        assert parse(text).canonical() == canonical


def test_a_word_with_un_is_never_a_slip_for_the_word_without_it() -> None:
    # "unflipped" read as "flipped" turned a face-down test into a face-up one
    assert spelling("unflipped") is None
    assert spelling("unrevealled") == "unrevealed"
    assert spelling("defeated") is None  # not "deleted": no destroy by a spelling


def test_a_form_of_a_known_word_is_not_a_slip_for_another() -> None:
    # "can't be swapped" read as "can't be tapped": a ban on another action
    assert spelling("swapped") is None
    with pytest.raises(CardTextError, match="swapped"):
        parse("No card can be moved or swapped.")


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("+2 cards.", ("Draw 2 cards.", "All cards get +2.")),
        ("+1 card", ("Draw a card.", "All cards get +1.")),
        ("-2 cards.", ("Discard 2 cards.", "All cards get -2.")),
    ],
)
def test_a_signed_number_before_cards_alone_is_refused_with_both_readings(
    text: str, readings: tuple[str, str]
) -> None:
    """ "+2 cards" is a draw in many games' shorthand and a change to every card in others."""
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings
    for reading in readings:
        assert parse(reading).canonical() == reading
    assert parse("+2 your cards.").canonical() == "Your cards get +2."
    assert parse("+2 to all cards.").canonical() == "All cards get +2."


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Destroy the enemy card.", "Destroy OC."),
        ("Destroy the opponent's card.", "Destroy OC."),
        ("The enemy card gets -2.", "OC gets -2."),
        ("Return the enemy card to its owner's hand.", "Return OC to hand."),
        ("Tap the opp card and draw a card.", "Tap OC and draw a card."),
        # plural, "an", or narrowed: read as written
        ("Destroy the enemy cards.", "Destroy opp. cards."),
        ("Destroy an enemy card.", "Destroy an opp. card."),
        ("Destroy the enemy card in S3.", "Destroy opp. cards in S3."),
    ],
)
def test_the_enemy_card_alone_is_the_card_across(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    "text", ["Deathratle: draw a card.", "Battlecary: draw a card.", "Enrgae: +2.", "Upkep: +1."]
)
def test_a_slip_for_a_trigger_keyword_is_no_card_name(text: str) -> None:
    """Left out as a title, it read as "when revealed": a wrong reading."""
    with pytest.raises(CardTextError, match="unknown word"):
        parse(text)


@pytest.mark.parametrize("name", ["Charger", "Avenger", "Revealer", "Turner", "Thunder Strike"])
def test_a_card_name_near_a_keyword_is_still_a_name(name: str) -> None:
    assert parse(f"{name}: draw a card.").canonical() == "Draw a card."


def test_no_more_than_is_at_most_not_fewer() -> None:
    # "no more than 3" once read as "2 or less" and "no less than 7" as "6 or less"
    assert parse("Tap all cards with value no more than 3.").canonical() == (
        "Tap all cards with value 3 or less."
    )
    assert parse("Tap all cards with value no less than 7.").canonical() == (
        "Tap all cards with value 7 or more."
    )
    assert parse("Tap all cards with value 3-.").canonical() == (
        "Tap all cards with value 3 or less."
    )
