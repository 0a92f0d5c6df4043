"""Tests of the slot-wars engine."""
