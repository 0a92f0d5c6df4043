# Two commands set everything up on a fresh machine:
#   make run    creates .venv, installs wartable with every extra and starts the web table (SQLite,
#               no other set-up)
#   make test   installs the test tools and Chromium, runs ruff, mypy --strict and the whole suite,
#               then builds the wheel and tries it in clean virtual environments
# Installs take the versions pinned in constraints.txt; `make constraints` refreshes the pins
# (the newest releases on PyPI that pyproject.toml allows); `make constraints UPGRADE=` only adds
# what pyproject.toml added, keeping the other pins.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
CONSTRAINTS := constraints.txt
UPGRADE ?= --upgrade
PYTEST_WORKERS ?= auto

.PHONY: run test lint typecheck unit browser package bench constraints clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml $(CONSTRAINTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[all]'
	touch $@

$(DEV_STAMP): pyproject.toml $(CONSTRAINTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[all,dev]'
	touch $(STAMP) $@

run: $(STAMP)
	$(BIN)/wartable serve

test: $(DEV_STAMP) lint typecheck unit package

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests bench examples
	$(BIN)/ruff format --check src tests bench examples

typecheck: $(DEV_STAMP)
	$(BIN)/mypy --strict

unit: $(DEV_STAMP) browser
	$(BIN)/pytest -n $(PYTEST_WORKERS) -q --durations=15

browser:
	bash scripts/install-browser.sh

package: $(DEV_STAMP)
	bash scripts/package-smoke.sh $(BIN)/python

bench: $(STAMP)
	$(BIN)/python bench/classic_throughput.py

constraints: | $(BIN)/python
	$(BIN)/python -m pip install --quiet uv
	$(BIN)/uv pip compile pyproject.toml --extra all --extra dev --universal --python-version 3.11 \
		$(UPGRADE) --quiet --custom-compile-command 'make constraints' -o $(CONSTRAINTS)

clean:
	rm -rf $(VENV) build src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
