# The two commands of the README: `make start` runs the site, `make test` passes the tests.
# Everything else here is a step of those two or an operator's shortcut.

SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM := npm
COMPOSE := $(shell docker compose version >/dev/null 2>&1 && echo "docker compose" || echo "docker-compose")
# HTTPS by itself (docs/operations.md, "HTTPS"): with SITE_DOMAIN set (in the environment or .env), the Compose stack also
# runs docker-compose.https.yml (acme-service, port 443).
HTTPS_ON := $(if $(strip $(SITE_DOMAIN)),yes,$(shell test -f .env && grep -Eq '^[[:space:]]*SITE_DOMAIN=[[:space:]]*[^[:space:]#]' .env && echo yes))
COMPOSE_FILES := -f docker-compose.yml $(if $(HTTPS_ON),-f docker-compose.https.yml)

.PHONY: help install libs build start publish preview test test-unit test-api test-e2e test-visual update-visual test-containers system-packages-start system-packages-test test-compose lint check-budgets format bench up down logs renew-certificate transactions comments results admissions messages backup restore clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

# npm packages are (re)installed when the lockfile or a package.json changed since the last install.
node_modules/.install-stamp: package-lock.json package.json $(wildcard packages/*/package.json) frontend/package.json \
		payment-service/package.json comments-service/package.json office-service/package.json tests/package.json \
		tests/esewa-sandbox/package.json tests/mail-sandbox/package.json
	$(NPM) ci
	@touch $@

install: node_modules/.install-stamp ## Install the npm packages (only what is missing)

# The workspaces others import by package name, built to dist/ first, each before those that use it.
libs: install
	$(NPM) run build -w @school/contracts
	$(NPM) run build -w @school/service-kit
	$(NPM) run build -w esewa-sandbox
	$(NPM) run build -w mail-sandbox

build: install ## Build the site and the services
	$(NPM) run build

start: system-packages-start build ## Run the whole stack without Docker at http://127.0.0.1:8080 (Ctrl-C stops it)
	$(NPM) run --silent stack

test: test-unit test-api test-e2e ## Unit, API and end-to-end tests, in that order

test-unit: libs ## Vitest unit tests of every workspace
	$(NPM) run test:unit

test-api: libs ## supertest against each service's buildApp()
	$(NPM) run test:api

test-e2e: system-packages-test build ## Playwright in Debian's Chromium against the stack through nginx (the visual test last)
	$(NPM) run test:e2e

test-visual: system-packages-test build ## The visual test alone: every page and state against its picture (part of test-e2e)
	$(NPM) run --silent test:visual --prefix tests

update-visual: system-packages-test build ## Take the visual test's pictures again after a deliberate change of the look
	$(NPM) run --silent update:visual --prefix tests

# Debian packages a target needs (nginx, envsubst, Chromium, fonts, docker-compose): installed when missing and
# allowed (root or sudo without a password), otherwise named with the command to install them.
system-packages-start:
	@scripts/system-packages.sh start

system-packages-test:
	@scripts/system-packages.sh test

test-containers: install ## Build the images, run docker-compose.yml, test the site and the operator's promises (docs/development.md)
	scripts/containers/test-containers.sh

publish: ## Check the content folder (SITE_CONTENT_DIR) and put it live (Compose stack or make start's); a bad file stops it with its file and line
	@if $(COMPOSE) $(COMPOSE_FILES) ps -q web 2>/dev/null | grep -q .; then \
		$(COMPOSE) $(COMPOSE_FILES) run --rm -T publisher; \
	else \
		$(MAKE) --no-print-directory build && $(NPM) exec -- tsx scripts/publish.ts; \
	fi

preview: build ## Serve the content folder's new version at http://127.0.0.1:8081 (PREVIEW_PORT) without putting it live
	$(NPM) exec -- tsx scripts/publish.ts --preview

lint: libs ## ESLint, Prettier and the TypeScript checks
	$(NPM) run lint

# Weighs the last build (its manifest says which files each route loads); builds only when there is none yet.
frontend/dist/.vite/manifest.json:
	$(MAKE) --no-print-directory build

check-budgets: install frontend/dist/.vite/manifest.json ## Each route's JavaScript (gzip) against its budget, from the last `make build`
	$(NPM) exec -- tsx scripts/bench/bundle-size.ts --built

format: install ## Rewrite files in the project's format
	$(NPM) run format

bench: build ## Every benchmark (bundle sizes, Lighthouse, payment API, reconciler, live comments, applications and mail, result lookups, build time of 200 posts), each printing its figures
	$(NPM) run bench

up: ## Build the images and run the stack with Docker Compose (settings from .env; HTTPS with SITE_DOMAIN)
	CONTAINER_ENGINE=docker scripts/containers/build-images.sh $(COMPOSE_FILES)
	$(COMPOSE) $(COMPOSE_FILES) up -d

down: ## Stop the Compose stack (the data volumes stay)
	$(COMPOSE) $(COMPOSE_FILES) down

logs: ## Follow the Compose stack's logs
	$(COMPOSE) $(COMPOSE_FILES) logs -f --tail=100

renew-certificate: ## HTTPS: renew the certificate now (ARGS=--force renews one that is not due yet)
	$(COMPOSE) $(COMPOSE_FILES) exec -T acme node dist/cli/renew.js $(ARGS)

transactions: ## Print payment transactions as CSV (ARGS="--status COMPLETED --from 2025-01-01 --to 2025-12-31")
	@if $(COMPOSE) $(COMPOSE_FILES) ps -q payment-service 2>/dev/null | grep -q .; then \
		$(COMPOSE) $(COMPOSE_FILES) exec -T payment-service node dist/cli/export-transactions.js $(ARGS); \
	else \
		$(MAKE) --no-print-directory build >/dev/null && \
		PAYMENT_DB_PATH=$${PAYMENT_DB_PATH:-$${DATA_DIR:-data}/payments.sqlite} node payment-service/dist/cli/export-transactions.js $(ARGS); \
	fi

comments: ## List recent comments; ARGS="hide ID", "unhide ID" or "approve ID" moderates one (docs/operations.md, "Comment moderation")
	@if $(COMPOSE) $(COMPOSE_FILES) ps -q comments-service 2>/dev/null | grep -q .; then \
		$(COMPOSE) $(COMPOSE_FILES) exec -T comments-service node dist/cli/moderate-comments.js $(ARGS); \
	else \
		$(MAKE) --no-print-directory build >/dev/null && \
		COMMENTS_DB_PATH=$${COMMENTS_DB_PATH:-$${DATA_DIR:-data}/comments.sqlite} node comments-service/dist/cli/moderate-comments.js $(ARGS); \
	fi

results: ## Publish exam results from a spreadsheet: ARGS="template", "import FILE --exam NAME [--replace]", "list", "delete --exam NAME" (docs/operations.md, "Publishing exam results")
	@$(COMPOSE) $(COMPOSE_FILES) ps -q office-service 2>/dev/null | grep -q . || $(MAKE) --no-print-directory build >/dev/null
	@COMPOSE="$(COMPOSE) $(COMPOSE_FILES)" scripts/office/office-command.sh results $(ARGS)

admissions: ## Admission applications: ARGS="list", "show REF", "export --from YYYY-MM-DD --to YYYY-MM-DD", "copy REF FOLDER", "delete REF", "purge" (docs/operations.md, "The school office")
	@$(COMPOSE) $(COMPOSE_FILES) ps -q office-service 2>/dev/null | grep -q . || $(MAKE) --no-print-directory build >/dev/null
	@COMPOSE="$(COMPOSE) $(COMPOSE_FILES)" scripts/office/office-command.sh admissions $(ARGS)

messages: ## Contact messages: ARGS="list", "show REF", "delete REF", "purge" (docs/operations.md, "The school office")
	@$(COMPOSE) $(COMPOSE_FILES) ps -q office-service 2>/dev/null | grep -q . || $(MAKE) --no-print-directory build >/dev/null
	@COMPOSE="$(COMPOSE) $(COMPOSE_FILES)" scripts/office/office-command.sh messages $(ARGS)

backup: ## Copy every database and the office's uploaded files, checked, into backups/<date and time>/ (Compose stack or make start's data/)
	@COMPOSE="$(COMPOSE)" scripts/backup/backup.sh

restore: ## Put a backup set back (FROM=backups/<set>); refuses a damaged copy
	@COMPOSE="$(COMPOSE)" scripts/backup/restore.sh "$(FROM)"

clean: ## Remove build output (keeps data/)
	rm -rf build frontend/dist payment-service/dist comments-service/dist office-service/dist tests/esewa-sandbox/dist tests/mail-sandbox/dist packages/*/dist
