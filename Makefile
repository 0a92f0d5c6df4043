# Two commands set everything up on a fresh machine:
#   make run    creates .venv, installs wartable and starts the web table (SQLite, no other set-up)
#   make test   installs the test tools and Chromium, runs ruff, mypy --strict and the whole suite
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
PYTEST_WORKERS ?= auto

.PHONY: run test lint typecheck unit browser bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP) $@

run: $(STAMP)
	$(BIN)/wartable serve

test: $(DEV_STAMP) lint typecheck unit

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests bench examples
	$(BIN)/ruff format --check src tests bench examples

typecheck: $(DEV_STAMP)
	$(BIN)/mypy --strict

unit: $(DEV_STAMP) browser
	$(BIN)/pytest -n $(PYTEST_WORKERS) -q --durations=15

browser:
	bash scripts/install-browser.sh

bench: $(STAMP)
	$(BIN)/python bench/classic_throughput.py

clean:
	rm -rf $(VENV) build src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
