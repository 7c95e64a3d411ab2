# The two commands of the README: `make start` runs the site, `make test` passes the tests.
# Everything else here is a step of those two or an operator's shortcut.

SHELL := /bin/bash
.SECONDEXPANSION:
.DEFAULT_GOAL := help
NPM := npm
COMPOSE := $(shell docker compose version >/dev/null 2>&1 && echo "docker compose" || echo "docker-compose")
# HTTPS by itself (docs/operations.md, "HTTPS"): with SITE_DOMAIN set (in the environment or .env), the Compose stack also
# runs docker-compose.https.yml (acme-service, port 443).
HTTPS_ON := $(if $(strip $(SITE_DOMAIN)),yes,$(shell test -f .env && grep -Eq '^[[:space:]]*SITE_DOMAIN=[[:space:]]*[^[:space:]#]' .env && echo yes))
COMPOSE_FILES := -f docker-compose.yml $(if $(HTTPS_ON),-f docker-compose.https.yml)
# Comments in Cloud Firestore (COMMENTS_BACKEND=firestore in the environment or .env): `make comments` runs on this
# machine with the operator's service-account key, never inside a container (docs/operations.md, "Comment moderation").
COMMENTS_ON_FIRESTORE := $(if $(filter firestore,$(COMMENTS_BACKEND)),yes,$(if $(COMMENTS_BACKEND),,$(shell test -f .env && grep -Eq '^[[:space:]]*COMMENTS_BACKEND=[[:space:]]*firestore' .env && echo yes)))

.PHONY: help install libs build start publish preview test test-unit test-api test-firestore test-e2e test-visual update-visual test-containers system-packages-start system-packages-test system-packages-bench test-compose lint check-budgets format bench up down logs renew-certificate transactions fees comments results admissions messages staff backup restore clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

# npm packages are (re)installed when the lockfile or a package.json changed since the last install.
node_modules/.install-stamp: package-lock.json package.json $(wildcard packages/*/package.json) frontend/package.json \
		payment-service/package.json comments-service/package.json office-service/package.json tests/package.json \
		tests/esewa-sandbox/package.json tests/khalti-sandbox/package.json tests/mail-sandbox/package.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

install: node_modules/.install-stamp ## Install the npm packages (only what is missing)

# The workspaces others import by package name, built to dist/ first, each before those that use it.
# Each workspace is built again only when a file it is built from is newer than its last build (dist/.built), so
# that a command run with nothing changed starts at once: `make comments` builds comments-service and what it imports,
# and only if they changed.
sources = $(shell find $(1) -type f -not -path '*/node_modules/*' -not -path '*/dist/*' 2>/dev/null)
BUILT_CONTRACTS := packages/contracts/dist/.built
BUILT_SERVICE_KIT := packages/service-kit/dist/.built
BUILT_LIBS := $(BUILT_CONTRACTS) $(BUILT_SERVICE_KIT) tests/esewa-sandbox/dist/.built tests/khalti-sandbox/dist/.built \
	tests/mail-sandbox/dist/.built
BUILT_SERVICES := payment-service/dist/.built comments-service/dist/.built office-service/dist/.built acme-service/dist/.built
BUILT_SITE := frontend/dist/.built
SITE_CONTENT := $(or $(SITE_CONTENT_DIR),site-content)

$(BUILT_CONTRACTS): node_modules/.install-stamp tsconfig.base.json $(call sources,packages/contracts)
	$(NPM) run build -w @school/contracts
	@touch $@

# service-kit, the sandboxes and the services import @school/contracts (and service-kit) from their dist/.
$(BUILT_SERVICE_KIT): $(BUILT_CONTRACTS) $(call sources,packages/service-kit)
	$(NPM) run build -w @school/service-kit
	@touch $@

tests/%/dist/.built: $(BUILT_SERVICE_KIT) $$(call sources,tests/%)
	$(NPM) run build -w $*
	@touch $@

%-service/dist/.built: $(BUILT_SERVICE_KIT) $$(call sources,%-service)
	$(NPM) run build -w $*-service
	@touch $@

# The site: its code, the content folder it pre-renders, and the files its build reads beside them.
$(BUILT_SITE): $(BUILT_CONTRACTS) $(call sources,frontend) $(call sources,$(SITE_CONTENT)) firestore.rules \
		scripts/precompress.mjs scripts/gzipForServing.mjs scripts/gzipWorker.mjs
	$(NPM) run build -w frontend
	@touch $@

libs: $(BUILT_LIBS)

build: $(BUILT_LIBS) $(BUILT_SERVICES) $(BUILT_SITE) ## Build the site and the services (only what changed since the last build)

start: system-packages-start build ## Run the whole stack without Docker at http://127.0.0.1:8080 (Ctrl-C stops it)
	$(NPM) run --silent stack

test: test-unit test-api test-firestore test-e2e ## Unit, API, Firestore and end-to-end tests, in that order

# Each run also writes Vitest's JSON report to build/vitest/ (.ci/run's table of steps and slowest tests reads it).
test-unit: libs ## Vitest unit tests of every workspace (one run, a project per workspace)
	$(NPM) run test:unit -- --reporter=default --reporter=json --outputFile.json=build/vitest/unit.json

test-api: libs ## supertest against each service's buildApp() (one run, a project per service)
	$(NPM) run test:api -- --reporter=default --reporter=json --outputFile.json=build/vitest/api.json

# Needs the built site: the emulator loads the rules the build wrote (content/firestore.rules).
test-firestore: libs $(BUILT_SITE) ## The comments' rules table (Firestore's emulator and comments-service) and moderation on Firestore
	$(NPM) run test:firestore -- --reporter=default --reporter=json --outputFile.json=build/vitest/firestore.json

test-e2e: system-packages-test build ## The browser suites in one Playwright run: the look test, the visual test and e2e through nginx, in Debian's Chromium
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

system-packages-bench:
	@scripts/system-packages.sh bench

test-containers: install ## Build the images, run docker-compose.yml, test the site and the operator's promises (docs/development.md)
	scripts/containers/test-containers.sh

publish: ## Check the content folder (SITE_CONTENT_DIR) and put it live (Compose stack or make start's); a bad file stops it with its file and line. ARGS=history lists the publishes kept, ARGS=undo puts the one before back
	@if $(COMPOSE) $(COMPOSE_FILES) ps -q web 2>/dev/null | grep -q .; then \
		$(COMPOSE) $(COMPOSE_FILES) run --rm -T publisher $(ARGS); \
	elif [ -n "$(ARGS)" ]; then \
		$(NPM) exec -- tsx scripts/publish.ts $(ARGS); \
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

bench: system-packages-bench build ## Every benchmark (bundle sizes, Lighthouse, payment API, reconciler, live comments, applications and mail, the office console, result lookups, build time of 200 posts, the dues import, dues lookups), each printing its figures
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

# Whether the Compose stack's service $(1) runs, for the operator commands below. Compose is asked only where a
# container engine can answer (DOCKER_HOST, or Docker's socket): on a machine without one, such as make start's, the
# answer is no at once, where asking Compose would take seconds to fail.
compose_runs = $(if $(DOCKER_HOST)$(wildcard /var/run/docker.sock),$(shell $(COMPOSE) $(COMPOSE_FILES) ps -q $(1) 2>/dev/null))

transactions: ## Print payment transactions as CSV (ARGS="--status COMPLETED --from 2025-01-01 --to 2025-12-31")
	@if [ -n "$(call compose_runs,payment-service)" ]; then \
		$(COMPOSE) $(COMPOSE_FILES) exec -T payment-service node dist/cli/export-transactions.js $(ARGS); \
	else \
		$(MAKE) --no-print-directory payment-service/dist/.built >/dev/null && \
		PAYMENT_DB_PATH=$${PAYMENT_DB_PATH:-$${DATA_DIR:-data}/payments.sqlite} node payment-service/dist/cli/export-transactions.js $(ARGS); \
	fi

fees: ## Students and their dues from the school's spreadsheet: ARGS="template", "import FILE", "list [--class CLASS]", "show ID", "waive ID ITEM MONTH --note TEXT", "class-totals --month 2082-08", "export"; at the office: "record ID --through MONTH --method cash|bank|cheque [--ref TEXT] [--payer NAME]", "credits [ID]", "apply-credit CREDIT_ID ITEM MONTH", "refund-credit CREDIT_ID --note TEXT" (docs/operations.md, "School fees: students and dues")
	@if [ -n "$(call compose_runs,payment-service)" ]; then where=compose; else \
		where=local; $(MAKE) --no-print-directory payment-service/dist/.built >/dev/null || exit 1; fi; \
	FEES_COMMAND_WHERE=$$where COMPOSE="$(COMPOSE) $(COMPOSE_FILES)" scripts/payments/fees-command.sh $(ARGS)

comments: ## List recent comments; ARGS="hide ID", "unhide ID" or "approve ID" moderates one (docs/operations.md, "Comment moderation")
	@if [ "$(COMMENTS_ON_FIRESTORE)" = yes ]; then \
		$(MAKE) --no-print-directory comments-service/dist/.built >/dev/null && \
		COMMENTS_BACKEND=firestore node $(if $(wildcard .env),--env-file=.env) comments-service/dist/cli/moderate-comments.js $(ARGS); \
	elif [ -n "$(call compose_runs,comments-service)" ]; then \
		$(COMPOSE) $(COMPOSE_FILES) exec -T comments-service node dist/cli/moderate-comments.js $(ARGS); \
	else \
		$(MAKE) --no-print-directory comments-service/dist/.built >/dev/null && \
		COMMENTS_DB_PATH=$${COMMENTS_DB_PATH:-$${DATA_DIR:-data}/comments.sqlite} node comments-service/dist/cli/moderate-comments.js $(ARGS); \
	fi

# results, admissions, messages and staff: office-service's commands, in its container or on make start's data
# (scripts/office/office-command.sh, told which).
office_command = \
	if [ -n "$(call compose_runs,office-service)" ]; then where=compose; else \
		where=local; $(MAKE) --no-print-directory office-service/dist/.built >/dev/null || exit 1; fi; \
	OFFICE_COMMAND_WHERE=$$where COMPOSE="$(COMPOSE) $(COMPOSE_FILES)" scripts/office/office-command.sh $(1) $(ARGS)

results: ## Publish exam results from a spreadsheet: ARGS="template", "import FILE --exam NAME [--replace]", "list", "delete --exam NAME" (docs/operations.md, "Publishing exam results")
	@$(call office_command,results)

admissions: ## Admission applications: ARGS="list", "show REF", "export --from YYYY-MM-DD --to YYYY-MM-DD", "copy REF FOLDER", "delete REF", "purge" (docs/operations.md, "The school office")
	@$(call office_command,admissions)

messages: ## Contact messages: ARGS="list", "show REF", "delete REF", "purge" (docs/operations.md, "The school office")
	@$(call office_command,messages)

staff: ## The office's staff: ARGS="list", "add EMAIL --role admin|office|accounts", "remove EMAIL", "signout EMAIL", "link EMAIL" (docs/operations.md, "Staff and sign-in")
	@$(call office_command,staff)

backup: ## Copy every database and the office's uploaded files, checked, into backups/<date and time>/ (Compose stack or make start's data/)
	@COMPOSE="$(COMPOSE)" scripts/backup/backup.sh

restore: ## Put a backup set back (FROM=backups/<set>); refuses a damaged copy
	@COMPOSE="$(COMPOSE)" scripts/backup/restore.sh "$(FROM)"

clean: ## Remove build output (keeps data/)
	rm -rf build frontend/dist payment-service/dist comments-service/dist office-service/dist tests/esewa-sandbox/dist tests/khalti-sandbox/dist tests/mail-sandbox/dist packages/*/dist
