"""Tests of the event layer: generated sets, distribution, deck building, matches."""
